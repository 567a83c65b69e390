/**
 * The page cache (next.config.ts `cacheHandler`): Next.js's own file-system cache, except for
 * pages that answer 404. Next.js keeps every rendered ISR page on disk under its path, a 404
 * included, so every unknown path a crawler or a fuzzer asks for used to add files that nothing
 * ever removes (issue 15: 10,000 fuzzed requests wrote about 2,000 files, 47 MB). Here a 404 is
 * kept in memory only, for at most `NOT_FOUND_PAGES_KEPT` paths (least recently used first out),
 * so a dead link asked for again is still served without a render, while the disk grows only
 * with real pages. A 404 goes to disk only where it replaces a page that was there (a document
 * unpublished or deleted), so a restart cannot bring the old page back.
 *
 * Plain JavaScript: Next.js imports this file at run time, outside the build (docs/decisions/013).
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** How many 404 pages the process keeps (in memory), whatever number of unknown paths is asked for. */
export const NOT_FOUND_PAGES_KEPT = 200

const notFound = 404

/** @param {unknown} data */
function isNotFoundPage(data) {
  return typeof data === 'object' && data !== null && 'kind' in data && (data.kind === 'APP_PAGE' || data.kind === 'PAGES') && 'status' in data && data.status === notFound
}

export default class PageCacheHandler extends FileSystemCache {
  /** @type {Map<string, { value: unknown; lastModified: number }>} Insertion order is recency: the first key is the least recently used. */
  notFoundPages = new Map()

  /** @type {FileSystemCache['get']} */
  async get(key, ctx) {
    const kept = this.notFoundPages.get(key)
    if (kept) {
      this.notFoundPages.delete(key)
      this.notFoundPages.set(key, kept)
      return kept
    }
    return super.get(key, ctx)
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (!isNotFoundPage(data)) {
      this.notFoundPages.delete(key)
      return super.set(key, data, ctx)
    }
    // A page that was on disk under this key: overwrite it, so that no restart serves it again.
    if (this.fs.existsSync(this.getFilePath(`${key}.html`, data.kind))) return super.set(key, data, ctx)
    this.notFoundPages.delete(key)
    this.notFoundPages.set(key, { value: data, lastModified: Date.now() })
    for (const oldest of this.notFoundPages.keys()) {
      if (this.notFoundPages.size <= NOT_FOUND_PAGES_KEPT) break
      this.notFoundPages.delete(oldest)
    }
  }

  /** @type {FileSystemCache['revalidateTag']} Content changed: an unknown path may now be a page. 404s are cheap to render again. */
  async revalidateTag(tags, durations) {
    this.notFoundPages.clear()
    return super.revalidateTag(tags, durations)
  }
}
