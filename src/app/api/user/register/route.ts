export { POST } from '@/features/accounts/api/register'

/** Registration: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
