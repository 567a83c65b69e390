export { callback as GET } from '@/features/accounts/api/singleSignOn'

/** The OpenID provider's way back: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
