import 'server-only'
import { executeAuthStrategies } from 'payload'
import { payloadClient } from '@/data/payload'
import type { Translate } from '@/i18n/translator'
import { endpoint } from '@/lib/edge/endpoint'
import { hasEditorSession } from '@/lib/payloadApi/editorSession'
import type { ActingEditor } from '../server/visitorAdminLog'
import { directoryQuery, isVisitorId, visitorBlockSchema, visitorDeletionSchema } from '../logic/visitorDirectory'
import { deleteVisitor, findVisitors, setVisitorBlocked, visitorAdminLog } from '../server/visitorDirectory'
import { privateNoStore } from './headers'

/**
 * The editors' endpoints on the visitor store (docs/decisions/032), beside the admin view
 * (ui/admin/VisitorsView.tsx). Each needs a signed-in editor (Payload's session, checked the way
 * Payload checks it: a visitor's cookie or none → 403, nothing said of any visitor); the changes
 * are POSTs, so the edge checks their Origin. Counted on the editors' `payloadApi` budget.
 */
const forbidden = (t: Translate) => Response.json({ error: 'forbidden', message: t('http.forbidden') }, { status: 403, headers: privateNoStore })
const notFound = (t: Translate) => Response.json({ error: 'not_found', message: t('http.notFound') }, { status: 404, headers: privateNoStore })
const isEditor = async (request: Request) => hasEditorSession(await payloadClient(), request.headers)
/** The signed-in editor (Payload's strategies, as `hasEditorSession`), for the audit trail; null for anyone else. */
async function actingEditor(request: Request): Promise<ActingEditor | null> {
  const { user } = await executeAuthStrategies({ payload: await payloadClient(), headers: request.headers, canSetHeaders: false })
  if (user?.collection !== 'users') return null
  return { id: String(user.id), email: typeof user.email === 'string' ? user.email : '' }
}

/** GET /api/visitor-admin?q=…&page=…: one page of visitors (name, e-mail, kind, verified, blocked, MFA, created, last sign-in). */
export const GET = endpoint({ budget: 'payloadApi' }, async ({ request, url, t }) => {
  if (!(await isEditor(request))) return forbidden(t)
  const query = directoryQuery({ q: url.searchParams.get('q') ?? undefined, page: url.searchParams.get('page') ?? undefined })
  const { visitors, total } = await findVisitors(query)
  return Response.json({ ...query, total, visitors }, { headers: privateNoStore })
})

/** GET /api/visitor-admin/log?visitor=…: the audit trail (who blocked, unblocked or deleted, when, why), of one visitor or of all, newest first. */
export const log = endpoint({ budget: 'payloadApi' }, async ({ request, url, t }) => {
  if (!(await isEditor(request))) return forbidden(t)
  const visitor = url.searchParams.get('visitor')
  if (visitor !== null && !isVisitorId(visitor)) return notFound(t)
  return Response.json({ entries: await visitorAdminLog(visitor ?? undefined) }, { headers: privateNoStore })
})

/** POST /api/visitor-admin/block `{ id, blocked, reason }`: blocks (every session ends, no sign-in on any path) or unblocks; recorded with the editor and the reason. */
export const block = endpoint({ budget: 'payloadApi', schema: visitorBlockSchema }, async ({ request, body, t }) => {
  const editor = await actingEditor(request)
  if (!editor) return forbidden(t)
  if (!(await setVisitorBlocked(body.id, body.blocked, { editor, reason: body.reason }))) return notFound(t)
  return Response.json({ id: body.id, blocked: body.blocked }, { headers: privateNoStore })
})

/** POST /api/visitor-admin/delete `{ id, reason }`: deletes the visitor and everything they own (the admin asked for confirmation); recorded with the editor and the reason. */
export const remove = endpoint({ budget: 'payloadApi', schema: visitorDeletionSchema }, async ({ request, body, t }) => {
  const editor = await actingEditor(request)
  if (!editor) return forbidden(t)
  if (!(await deleteVisitor(body.id, { editor, reason: body.reason }))) return notFound(t)
  return Response.json({ id: body.id, deleted: true }, { headers: privateNoStore })
})
