export { getMoodboard as GET } from '@/features/moodboards/api/board'

/** The visitor's own board: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
