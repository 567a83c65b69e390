export { GET } from '@/features/moodboards/api/pieces'

/** Read per request (a search): never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
