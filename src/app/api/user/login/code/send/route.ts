export { start as POST } from '@/features/accounts/api/passwordless'

/** Sends a sign-in code by e-mail: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
