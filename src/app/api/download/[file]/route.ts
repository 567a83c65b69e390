import { stat } from 'node:fs/promises'
import { fileStream } from '@/lib/http/fileStream'
import path from 'node:path'
import { payloadClient } from '@/data/payload'
import { attachmentDisposition } from '@/domain/downloads/contentDisposition'
import { isMediaFileName } from '@/domain/images/imageUrl'
import { env } from '@/env'

/**
 * GET /api/download/{file}: a published download saved under its own name
 * (`Content-Disposition: attachment`). Drafts, unknown names and files for registered
 * visitors only (the collection's read access; they go through /api/user/downloads/{id}): 404.
 */
export const runtime = 'nodejs'

function notFound(): Response {
  return Response.json({ error: 'not_found', message: 'No such download' }, { status: 404 })
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  if (!isMediaFileName(file)) return notFound()
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'downloads', where: { filename: { equals: file } }, depth: 0, limit: 1, pagination: false, overrideAccess: false, select: { filename: true, mimeType: true } })
  const download = docs[0]
  if (!download?.filename) return notFound()
  const source = path.join(path.resolve(env().MEDIA_DIR, 'downloads'), download.filename)
  const info = await stat(source).catch(() => null)
  if (!info?.isFile()) return notFound()
  return new Response(fileStream(source), {
    headers: {
      'Content-Type': download.mimeType ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Disposition': attachmentDisposition(download.filename),
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
