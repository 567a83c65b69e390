export { GET, POST } from '@/features/trade/api/notices'

/** The visitor's own notices: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
