export { GET } from '@/features/trade/api/download'

/** A trade file for an approved professional: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
