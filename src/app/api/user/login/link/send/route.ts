export { startLink as POST } from '@/features/accounts/api/passwordless'

/** Asking for a sign-in link by e-mail: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
