import 'server-only'
import { payloadClient } from '@/data/payload'
import type { Translate } from '@/i18n/translator'
import { endpoint } from '@/lib/edge/endpoint'
import { hasEditorSession } from '@/lib/payloadApi/editorSession'
import { directoryQuery, visitorBlockSchema, visitorDeletionSchema } from '../logic/visitorDirectory'
import { deleteVisitor, findVisitors, setVisitorBlocked } from '../server/visitorDirectory'
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

/** GET /api/visitor-admin?q=…&page=…: one page of visitors (name, e-mail, kind, verified, blocked, MFA, created, last sign-in). */
export const GET = endpoint({ budget: 'payloadApi' }, async ({ request, url, t }) => {
  if (!(await isEditor(request))) return forbidden(t)
  const query = directoryQuery({ q: url.searchParams.get('q') ?? undefined, page: url.searchParams.get('page') ?? undefined })
  const { visitors, total } = await findVisitors(query)
  return Response.json({ ...query, total, visitors }, { headers: privateNoStore })
})

/** POST /api/visitor-admin/block `{ id, blocked }`: blocks (every session ends, no sign-in on any path) or unblocks. */
export const block = endpoint({ budget: 'payloadApi', schema: visitorBlockSchema }, async ({ request, body, t }) => {
  if (!(await isEditor(request))) return forbidden(t)
  if (!(await setVisitorBlocked(body.id, body.blocked))) return notFound(t)
  return Response.json({ id: body.id, blocked: body.blocked }, { headers: privateNoStore })
})

/** POST /api/visitor-admin/delete `{ id }`: deletes the visitor and everything they own (the admin asked for confirmation). */
export const remove = endpoint({ budget: 'payloadApi', schema: visitorDeletionSchema }, async ({ request, body, t }) => {
  if (!(await isEditor(request))) return forbidden(t)
  if (!(await deleteVisitor(body.id))) return notFound(t)
  return Response.json({ id: body.id, deleted: true }, { headers: privateNoStore })
})
