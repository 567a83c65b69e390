import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { payloadClient } from '@/data/payload'
import { attachmentDisposition } from '@/domain/downloads/contentDisposition'
import { isMediaFileName } from '@/domain/images/imageUrl'
import { env } from '@/env'

/**
 * GET /api/download/{file}: a published download saved under its own name
 * (`Content-Disposition: attachment`). Drafts and unknown names: 404.
 */
export const runtime = 'nodejs'

/** The file as a web stream, read as the client takes it (back-pressure kept). */
function fileStream(file: string): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = createReadStream(file)[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done === true) controller.close()
      else controller.enqueue(new Uint8Array(next.value))
    },
    async cancel() {
      await chunks.return?.()
    },
  })
}

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
