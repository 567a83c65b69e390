export { remove as POST } from '@/features/accounts/api/phoneSignIn'

/** Stops sign-in by text message: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
