export { methods as GET } from '@/features/accounts/api/singleSignOn'

/** The signed-in visitor's sign-in methods (edit-profile): never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
