export { GET, POST } from '@/features/trade/api/application'

/** The visitor's own standing: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
