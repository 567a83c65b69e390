export { proveCode as POST } from '@/features/accounts/api/phoneSignIn'

/** Proves a number with the texted code: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
