import { mkdtemp, rm, utimes, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PMTiles } from 'pmtiles'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Tiles from '@/features/store-locator/api/tiles'
import { testBasemap, testBasemapTiles } from '../fixtures/pmtiles'
import { site } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))

const archive = testBasemap()
let media = ''

let route: typeof Tiles
let version = ''

const params = (file: string) => ({ params: Promise.resolve({ file }) })

function get(headers: Record<string, string> = {}, file = 'test.pmtiles', query = `?v=${version}`): Promise<Response> {
  return route.GET(new Request(`${site}/api/tiles/${file}${query}`, { headers }), params(file))
}

beforeAll(async () => {
  media = await mkdtemp(path.join(os.tmpdir(), 'tiles-route-'))
  await mkdir(path.join(media, 'tiles'))
  await writeFile(path.join(media, 'tiles', 'test.pmtiles'), archive)
  vi.stubEnv('MEDIA_DIR', media)
  route = await import('@/features/store-locator/api/tiles')
  const { tilesSourceUrl } = await import('@/features/store-locator/server/tilesFile')
  const url = (await tilesSourceUrl('test.pmtiles')) ?? ''
  expect(url).toMatch(/^pmtiles:\/\/\/api\/tiles\/test\.pmtiles\?v=[0-9a-z]+-[0-9a-z]+$/)
  version = new URL(url.slice('pmtiles://'.length), site).searchParams.get('v') ?? ''
  expect(await tilesSourceUrl('missing.pmtiles')).toBeUndefined()
  expect(await tilesSourceUrl('../test.pmtiles')).toBeUndefined()
  expect(await tilesSourceUrl(null)).toBeUndefined()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  await rm(media, { recursive: true, force: true })
})

describe('GET /api/tiles/{file}', () => {
  it('answers one byte range with 206, Content-Range and the bytes asked', async () => {
    const response = await get({ Range: 'bytes=0-126' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-126/${archive.length}`)
    expect(response.headers.get('content-length')).toBe('127')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('etag')).toBe(`"${version}"`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = new Uint8Array(await response.arrayBuffer())
    expect(body).toEqual(archive.slice(0, 127))
    expect(new TextDecoder().decode(body.slice(0, 7))).toBe('PMTiles')
  })

  it('clamps a range past the end, and reads an open and a suffix range', async () => {
    const past = await get({ Range: 'bytes=0-16383' })
    expect(past.status).toBe(206)
    expect(past.headers.get('content-range')).toBe(`bytes 0-${archive.length - 1}/${archive.length}`)
    expect(new Uint8Array(await past.arrayBuffer())).toEqual(archive)
    const suffix = await get({ Range: 'bytes=-10' })
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(archive.slice(-10))
    const open = await get({ Range: `bytes=${archive.length - 3}-` })
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(archive.slice(-3))
  })

  it('refuses a range that starts past the end with 416 and the size', async () => {
    const response = await get({ Range: `bytes=${archive.length}-` })
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe(`bytes */${archive.length}`)
  })

  it('sends the whole file without a range, for a stale If-Range, and for a range it ignores', async () => {
    const asked: Record<string, string>[] = [{}, { Range: 'bytes=0-9', 'If-Range': '"old"' }, { Range: 'bytes=0-1,5-6' }]
    for (const headers of asked) {
      const response = await get(headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-length')).toBe(String(archive.length))
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(archive)
    }
    const current = await get({ Range: 'bytes=0-9', 'If-Range': `"${version}"` })
    expect(current.status).toBe(206)
  })

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    expect((await get({ 'If-None-Match': `"${version}"` })).status).toBe(304)
    const head = await route.HEAD(new Request(`${site}/api/tiles/test.pmtiles`, { method: 'HEAD', headers: { Range: 'bytes=0-9' } }), params('test.pmtiles'))
    expect(head.status).toBe(206)
    expect(head.headers.get('content-length')).toBe('10')
    expect(head.body).toBeNull()
  })

  it('lets an address without the current version be cached only with revalidation', async () => {
    expect((await get({}, 'test.pmtiles', '')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect((await get({}, 'test.pmtiles', '?v=old')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('serves no other file: 404 for a missing archive, another extension or a path outside the folder', async () => {
    for (const file of ['missing.pmtiles', '..%2Ftest.pmtiles', '../test.pmtiles', 'test.mbtiles', '.hidden.pmtiles']) {
      expect((await get({ Range: 'bytes=0-9' }, file)).status, file).toBe(404)
    }
  })

  it('is read by the pmtiles library, as the map reads it: header, directory and tiles through range requests', async () => {
    const requests: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init)
      requests.push(request.headers.get('range') ?? 'whole')
      return route.GET(request, params(new URL(request.url).pathname.split('/').pop() ?? ''))
    })
    const tiles = new PMTiles(`${site}/api/tiles/test.pmtiles?v=${version}`)
    const header = await tiles.getHeader()
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 1, numAddressedTiles: 5, tileType: 1 })
    const world = await tiles.getZxy(0, 0, 0)
    const milanoTile = await tiles.getZxy(1, 1, 0)
    const southWest = await tiles.getZxy(1, 0, 1)
    expect(world && new Uint8Array(world.data).length).toBeGreaterThan(0)
    const written = (x: number, y: number) => testBasemapTiles().find((tile) => tile.z === 1 && tile.x === x && tile.y === y)?.data
    expect(milanoTile && new Uint8Array(milanoTile.data)).toEqual(written(1, 0))
    expect(southWest && new Uint8Array(southWest.data)).toEqual(written(0, 1))
    expect(written(1, 0)?.length).toBeGreaterThan(written(0, 1)?.length ?? 0) // the place's name is in its tile only
    expect(await tiles.getZxy(2, 0, 0)).toBeUndefined()
    expect(await tiles.getMetadata()).toMatchObject({ name: 'test basemap' })
    // Every read was a single byte range answered by the route.
    expect(requests.length).toBeGreaterThan(1)
    expect(requests.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true)
  })

  it('changes its ETag and its caching when the file changes (a new version, a new address)', async () => {
    const file = path.join(media, 'tiles', 'test.pmtiles')
    const later = new Date(Date.now() + 60_000)
    await utimes(file, later, later)
    const response = await get({ Range: 'bytes=0-9' })
    expect(response.headers.get('etag')).not.toBe(`"${version}"`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })
})
