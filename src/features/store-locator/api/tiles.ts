import { contentRange, parseByteRange, rangeStillValid } from '../logic/byteRange'
import { tilesFile } from '../server/tilesFile'
import { rateLimited } from '@/lib/edge/rateLimited'
import { fileStream } from '@/lib/http/fileStream'

/** A URL naming the file's current version is cached for good; any other (no or an old `v`) is checked again each time. */
const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'public, max-age=0, must-revalidate'

function notFound(): Response {
  return Response.json({ error: 'not_found', message: 'No such tiles file' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

async function serve(request: Request, name: string, withBody: boolean): Promise<Response> {
  const file = await tilesFile(name)
  if (!file) return notFound()
  const headers = new Headers({
    'Content-Type': 'application/vnd.pmtiles',
    'Accept-Ranges': 'bytes',
    ETag: file.etag,
    'Cache-Control': new URL(request.url).searchParams.get('v') === file.version ? immutable : revalidate,
    'X-Content-Type-Options': 'nosniff',
  })
  const asked = parseByteRange(request.headers.get('range'), file.size)
  const range = asked !== null && rangeStillValid(request.headers.get('if-range'), file.etag) ? asked : null
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', contentRange(range, file.size))
    return new Response(null, { status: 416, headers })
  }
  if (range === null && request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers })
  const length = range ? range.end - range.start + 1 : file.size
  headers.set('Content-Length', String(length))
  if (range) headers.set('Content-Range', contentRange(range, file.size))
  return new Response(withBody && length > 0 ? fileStream(file.path, range ?? undefined) : null, { status: range ? 206 : 200, headers })
}

type Context = { params: Promise<{ file: string }> }

/**
 * GET /api/tiles/{file}.pmtiles: the brand's basemap (one PMTiles archive under MEDIA_DIR/tiles,
 * chosen in site settings) with HTTP range requests, as the `pmtiles` protocol of the map reads
 * it: 206 with `Content-Range` for one byte range, 416 for a range past the end, the whole file
 * otherwise; `If-Range` with a stale ETag gets the whole file. Public data, the same for everyone;
 * counted against the address's `mapData` budget (429 past it).
 */
export const GET = rateLimited('mapData', async (request: Request, { params }: Context): Promise<Response> => serve(request, (await params).file, true))

export const HEAD = rateLimited('mapData', async (request: Request, { params }: Context): Promise<Response> => serve(request, (await params).file, false))
