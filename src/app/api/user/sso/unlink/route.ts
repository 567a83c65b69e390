export { unlink as POST } from '@/features/accounts/api/singleSignOn'

/** Removes the OpenID provider's link from the signed-in visitor's account: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
