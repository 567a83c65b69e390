export { GET } from '@/features/accounts/api/mfaSettings'

/** Whether the visitor's MFA is on: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
