export { proveStart as POST } from '@/features/accounts/api/phoneSignIn'

/** Texts a code to a number the visitor wants to sign in with: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
