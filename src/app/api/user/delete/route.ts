export { deleteAccount as POST } from '@/features/accounts/api/account'

/** Deleting the account: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
