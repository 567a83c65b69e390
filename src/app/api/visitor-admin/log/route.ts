export { log as GET } from '@/features/accounts/api/visitorAdmin'

/** The editors' audit trail of visitor changes: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
