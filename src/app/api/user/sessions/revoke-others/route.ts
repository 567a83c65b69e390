export { revokeOthers as POST } from '@/features/accounts/api/sessions'

/** 'Sign out everywhere else': never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
