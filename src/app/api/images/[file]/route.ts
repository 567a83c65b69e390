import path from 'node:path'
import { isMediaFileName } from '@/domain/images/imageUrl'
import { InvalidImageParamsError } from '@/domain/images/params'
import { servedImageParams } from '@/domain/images/servedImages'
import { env } from '@/env'
import { contentTypes } from '@/lib/images/transform'
import { serveImage, SourceImageError } from '@/lib/images/serveImage'

/**
 * GET /api/images/{file}?w=&q=&fm= — a media-library image resized and encoded with sharp,
 * only at the widths, quality and formats the site's pages use (`servedImageParams`); any
 * other combination is a 400, so strangers cannot make the server render made-up sizes.
 * Results are kept in a size-bounded disk cache; a URL names one result for good, so browsers
 * and CDNs may keep it a year.
 */
export const runtime = 'nodejs'

function problem(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status, headers: { 'Cache-Control': 'no-store' } })
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  if (!isMediaFileName(file)) return problem(400, 'invalid_file', 'not a media file name')
  try {
    const query = servedImageParams(new URL(request.url).searchParams)
    const config = env()
    const { data, cached } = await serveImage(path.resolve(config.MEDIA_DIR), path.resolve(config.IMAGE_CACHE_DIR), file, query)
    return new Response(new Uint8Array(data), {
      headers: {
        'Content-Type': contentTypes[query.format],
        'Content-Length': String(data.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Image-Cache': cached ? 'hit' : 'miss',
      },
    })
  } catch (error) {
    if (error instanceof InvalidImageParamsError) return problem(400, 'invalid_parameters', error.message)
    if (error instanceof SourceImageError) return problem(error.status, error.status === 404 ? 'not_found' : 'unsupported_image', error.message)
    throw error
  }
}
