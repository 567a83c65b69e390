export { DELETE, GET } from '@/features/accounts/api/session'

/** The visitor's own session: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
