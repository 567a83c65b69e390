export { GET } from '@/features/accounts/api/profile'
export { updateProfile as POST } from '@/features/accounts/api/account'

/** The visitor's own profile: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
