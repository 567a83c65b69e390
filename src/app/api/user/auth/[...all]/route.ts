export { GET, POST } from '@/features/accounts/api/authHandler'

/** better-auth's own routes (the verification link): never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
