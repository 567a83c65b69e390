export { confirm as POST } from '@/features/accounts/api/singleSignOn'

/** Confirms the signed-in visitor's person at the OpenID provider (an account without a password): never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
