export { proved as GET } from '@/features/accounts/api/phoneSignIn'

/** The number the visitor signs in with: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
