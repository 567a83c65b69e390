export { saveMoodboardItems as POST } from '@/features/moodboards/api/board'

/** Personal writes: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
