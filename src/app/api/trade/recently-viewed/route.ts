export { POST } from '@/features/trade/api/recentlyViewed'

/** A visitor's own list: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
