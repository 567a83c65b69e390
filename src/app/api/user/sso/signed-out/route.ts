export { signedOut as GET } from '@/features/accounts/api/singleSignOn'

/** Back from the OpenID provider's logout: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
