export { changeEmail as POST } from '@/features/accounts/api/account'

/** Change of e-mail address: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
