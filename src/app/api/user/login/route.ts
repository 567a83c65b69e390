export { POST } from '@/features/accounts/api/signIn'

/** Sign-in: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
