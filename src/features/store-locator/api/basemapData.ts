import { stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { rateLimited } from '@/lib/edge/rateLimited'
import { fileStream } from '@/lib/http/fileStream'
import { BASEMAP_DATA_VERSION, DETAILED_BASEMAP_FILE } from '../logic/basemapData'

/**
 * GET /api/geo/basemap/countries-10m.json: Natural Earth 1:10m land and borders (TopoJSON from
 * `world-atlas`), read from the package on disk and fetched by the offline map only once the
 * visitor zooms in. The only file served here; public, and immutable under its versioned URL.
 * Counted against the address's `mapData` budget (429 past it).
 */
export const GET = rateLimited('mapData', async (request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> => {
  const { file } = await params
  if (file !== DETAILED_BASEMAP_FILE) return Response.json({ error: 'not_found', message: 'No such file' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  // From the project's root (the server's working directory): bundled code has no real file location.
  const source = createRequire(path.join(process.cwd(), 'package.json')).resolve(`world-atlas/${file}`)
  const info = await stat(source)
  const current = new URL(request.url).searchParams.get('v') === BASEMAP_DATA_VERSION
  return new Response(fileStream(source), {
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(info.size),
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
