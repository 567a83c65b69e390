export { GET } from '@/features/accounts/api/sessions'

/** The visitor's own sessions: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
