export { GET } from '@/features/downloads/api/file'

/** A file through the visitor's session: never prerendered, on Node (it streams from the disk). */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'
