export { GET } from '@/features/trade-requests/api/request'

/** One of the visitor's own requests: never prerendered. */
export const dynamic = 'force-dynamic'
