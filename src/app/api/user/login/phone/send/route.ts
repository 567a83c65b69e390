export { start as POST } from '@/features/accounts/api/phoneSignIn'

/** Sends a sign-in code by text message: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
