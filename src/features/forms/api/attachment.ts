import { stat } from 'node:fs/promises'
import { fileStream } from '@/lib/http/fileStream'
import { payloadClient } from '@/data/payload'
import { attachmentDisposition } from '@/domain/downloads/contentDisposition'
import { endpoint } from '@/lib/edge/endpoint'
import { attachmentsDirectory, storedAttachmentPath } from '@/lib/forms/attachmentStore'
import { hasEditorSession } from '@/lib/payloadApi/editorSession'
import { isAttachmentValue } from '../logic/attachments'

const personal = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/forms/attachment?submission=…&field=…: a file a visitor attached, for editors only
 * (a valid admin session; anyone else 403, nothing said of whether it exists). Saved as an
 * attachment under its checked name, with the type its content showed, never sniffed or shown
 * inline by the browser, never cached.
 */
export const GET = endpoint({ budget: 'payloadApi' }, async ({ request, url, t }) => {
  const payload = await payloadClient()
  if (!(await hasEditorSession(payload, request.headers))) return Response.json({ error: 'forbidden', message: t('http.forbidden') }, { status: 403, headers: personal })
  const notFound = () => Response.json({ error: 'not_found', message: t('http.notFound') }, { status: 404, headers: personal })
  const id = Number(url.searchParams.get('submission'))
  const field = url.searchParams.get('field') ?? ''
  if (!Number.isInteger(id) || id <= 0) return notFound()
  const submission = await payload.findByID({ collection: 'form-submissions', id, depth: 0, disableErrors: true, overrideAccess: true })
  const values: unknown = submission?.values
  const value: unknown = typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>)[field] : undefined
  if (!isAttachmentValue(value) || typeof value.stored !== 'string') return notFound()
  const file = storedAttachmentPath(await attachmentsDirectory(), value.stored)
  const info = file ? await stat(file).catch(() => null) : null
  if (!file || !info?.isFile()) return notFound()
  return new Response(fileStream(file), {
    headers: {
      ...personal,
      'Content-Type': value.type,
      'Content-Length': String(info.size),
      'Content-Disposition': attachmentDisposition(value.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
})
