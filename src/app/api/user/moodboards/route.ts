export { listMoodboards as GET } from '@/features/moodboards/api/collection'

/** The visitor's own boards: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
