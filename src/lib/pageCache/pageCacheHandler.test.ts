import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import PageCacheHandler, { NOT_FOUND_PAGES_KEPT } from './pageCacheHandler.mjs'

/** A cache key as Next.js's IncrementalCache makes it for the catch-all route (`getRouteCacheKey`: kind, a hash of the route, the path). */
const keyOf = (pathname: string) => `/route-cache/APP_PAGE/${'0'.repeat(64)}/$${pathname}`
const page = (status: number, text: string) => ({
  kind: 'APP_PAGE' as const,
  html: `<html><title>${text}</title></html>`,
  rscData: Buffer.from(`0:"${text}"`),
  headers: { 'x-next-cache-tags': 'collection:products' },
  postponed: undefined,
  status,
  segmentData: undefined,
})
const setContext = { cacheControl: { revalidate: 3600, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false }
const getContext = { kind: 'APP_PAGE' as const, isRoutePPREnabled: false, isFallback: false }

/** Every byte under the build's server folder: what a crawler of unknown paths could grow. */
function bytesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).reduce((sum, entry) => (entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum), 0)
}

let serverDistDir = ''
let cache: PageCacheHandler
beforeEach(() => {
  serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-')), 'server')
  fs.mkdirSync(serverDistDir)
  cache = new PageCacheHandler({ fs: nodeFs, dev: false, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} })
})
afterEach(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }))

describe('the page cache', () => {
  it('writes real pages to disk and reads them back', async () => {
    await cache.set(keyOf('/en/products/sofa'), page(200, 'Sofa'), setContext)
    expect(bytesUnder(serverDistDir)).toBeGreaterThan(0)
    const read = await new PageCacheHandler({ fs: nodeFs, dev: false, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} }).get(keyOf('/en/products/sofa'), getContext)
    expect(read?.value).toMatchObject({ kind: 'APP_PAGE', status: 200, html: '<html><title>Sofa</title></html>' })
  })

  it(`leaves the disk as it was after 1,000 unknown paths, and keeps at most ${NOT_FOUND_PAGES_KEPT} of their 404s in memory`, async () => {
    await cache.set(keyOf('/en/products/sofa'), page(200, 'Sofa'), setContext)
    const before = bytesUnder(serverDistDir)
    for (let index = 0; index < 1000; index++) {
      const pathname = `/en/products/unknown-${index}-${Math.random().toString(36).slice(2)}`
      await cache.set(keyOf(pathname), page(404, `Page Not Found: ${pathname}`), setContext)
    }
    expect(bytesUnder(serverDistDir)).toBe(before)
    expect(cache.notFoundPages.size).toBe(NOT_FOUND_PAGES_KEPT)
  })

  it('serves a 404 asked for again from memory, the least recently used leaving first', async () => {
    await cache.set(keyOf('/en/first-dead-link'), page(404, 'first'), setContext)
    for (let index = 0; index < NOT_FOUND_PAGES_KEPT - 1; index++) await cache.set(keyOf(`/en/dead-${index}`), page(404, 'dead'), setContext)
    // Asked for again: now the most recent.
    expect((await cache.get(keyOf('/en/first-dead-link'), getContext))?.value).toMatchObject({ status: 404, html: '<html><title>first</title></html>' })
    await cache.set(keyOf('/en/one-more'), page(404, 'one more'), setContext)
    expect(await cache.get(keyOf('/en/first-dead-link'), getContext)).not.toBeNull()
    expect(await cache.get(keyOf('/en/dead-0'), getContext)).toBeNull()
  })

  it('forgets its 404s when content changes (an unknown path may now be a page)', async () => {
    await cache.set(keyOf('/en/products/coming-soon'), page(404, 'not yet'), setContext)
    await cache.revalidateTag(['collection:products'], undefined)
    expect(await cache.get(keyOf('/en/products/coming-soon'), getContext)).toBeNull()
  })

  it('writes a 404 over a page that was on disk, so that a restart cannot serve the removed page', async () => {
    await cache.set(keyOf('/en/products/retired'), page(200, 'Retired sofa'), setContext)
    await cache.set(keyOf('/en/products/retired'), page(404, 'Page Not Found'), setContext)
    const restarted = new PageCacheHandler({ fs: nodeFs, dev: false, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} })
    expect((await restarted.get(keyOf('/en/products/retired'), getContext))?.value).toMatchObject({ status: 404 })
  })

  it('a page found again replaces its kept 404', async () => {
    await cache.set(keyOf('/en/products/back'), page(404, 'gone'), setContext)
    await cache.set(keyOf('/en/products/back'), page(200, 'Back'), setContext)
    expect(cache.notFoundPages.has(keyOf('/en/products/back'))).toBe(false)
    expect((await cache.get(keyOf('/en/products/back'), getContext))?.value).toMatchObject({ status: 200 })
  })
})
