import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { takenStates } from '../logic/history'
import { currentFileVersions } from '../server/files'
import { historyOf } from '../server/history'
import { downloadsOwner, jsonWithCookies } from './owner'

/**
 * GET /api/user/downloads: the signed-in visitor's history — each published download they took,
 * when, and whether its file changed since (`{ signedIn: true, taken: [{ id, takenAt, newer }] }`).
 * Anyone else: `{ signedIn: false, taken: [] }` with 200 (the public page asks once). Never cached.
 */
export const GET = endpoint({}, async ({ request, t }) => {
  const owner = await downloadsOwner(request, t)
  if (!owner.ok) return jsonWithCookies({ signedIn: false, taken: [] }, 200, owner.cookies)
  const rows = await historyOf(owner.database, owner.userId)
  const current = await currentFileVersions(rows.map((row) => row.downloadId))
  return jsonWithCookies({ signedIn: true, taken: takenStates(rows, current) }, 200, owner.cookies)
})
