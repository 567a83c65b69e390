import { getBuildId } from '@/runtime/navigation/buildId'

// Always the running build: the answer must never come from a cache.
export const dynamic = 'force-dynamic'

/** The build manifest the client polls (spec §7): `{ "id": "<build id>" }`. */
export function GET(): Response {
  return Response.json({ id: getBuildId() }, { headers: { 'Cache-Control': 'no-store' } })
}
