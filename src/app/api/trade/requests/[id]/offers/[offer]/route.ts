export { GET } from '@/features/trade-requests/api/offer'

/** An offer file through the visitor's session: never prerendered, on Node (it streams from the disk). */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'
