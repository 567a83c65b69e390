export { GET, POST } from '@/features/trade-requests/api/requests'

/** The visitor's own requests: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'
