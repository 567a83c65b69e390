export { block as POST } from '@/features/accounts/api/visitorAdmin'

/** The editors' visitor list and its changes: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
