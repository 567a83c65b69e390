export { enable as POST } from '@/features/accounts/api/mfaSettings'

/** MFA settings (enable): never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
