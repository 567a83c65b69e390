export { POST } from '@/features/accounts/api/recovery'

/** Password recovery: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
