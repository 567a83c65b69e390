export { changePassword as POST } from '@/features/accounts/api/account'

/** Change of password: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
