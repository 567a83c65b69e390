export { GET } from '@/features/search/api/suggest'

/** Suggestions depend on the query: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
