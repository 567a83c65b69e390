export { resetPassword as POST } from '@/features/accounts/api/recovery'

/** A new password from a recovery link: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
