export { GET } from '@/features/wishlist/api/pdf'

/** The visitor's own list: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
