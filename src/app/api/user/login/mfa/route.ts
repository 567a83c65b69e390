export { POST } from '@/features/accounts/api/mfaSignIn'

/** The second step of a sign-in with MFA: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
