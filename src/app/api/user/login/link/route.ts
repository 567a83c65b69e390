export { signInLink as POST } from '@/features/accounts/api/passwordless'

/** Sign-in with the link sent by e-mail: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
