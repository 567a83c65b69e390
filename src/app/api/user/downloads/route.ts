export { GET } from '@/features/downloads/api/history'

/** The visitor's own history: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
