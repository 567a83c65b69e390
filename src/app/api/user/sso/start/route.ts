export { start as GET } from '@/features/accounts/api/singleSignOn'

/** Starts a sign-in at the OpenID provider: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
