export { signIn as POST } from '@/features/accounts/api/phoneSignIn'

/** Sign-in with a code sent by text message: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
