export { downloadData as GET } from '@/features/accounts/api/sessions'

/** The visitor's data download: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
