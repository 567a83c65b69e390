export { POST } from '@/features/wishlist/api/moveToBoard'

/** Personal writes: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
