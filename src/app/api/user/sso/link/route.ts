export { link as POST } from '@/features/accounts/api/singleSignOn'

/** Links the OpenID provider to the signed-in visitor's account: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
