export { createMoodboard as POST } from '@/features/moodboards/api/collection'

/** Personal writes: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
