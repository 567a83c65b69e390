/**
 * The page cache's copy in memory (next.config.ts `cacheMaxMemorySize`): at most this many bytes
 * of rendered pages and data-cache entries, least recently used first out; `NEXT_CACHE_MEMORY_BYTES`
 * overrides it (0: none). Without it every cached page is read from disk on every request — the
 * HTML, the metadata, the RSC data and each prefetch segment, seven files for `/en` — which cost
 * about 14% of the server's time per request under load. Next.js's default is 50 MB; this bound
 * keeps the most asked pages (a home is about 200 KB with its RSC data and segments) and stays a
 * small part of the server's memory (docs/decisions/022-server-memory.md).
 */
export const PAGE_CACHE_MEMORY_BYTES = 8 * 1024 * 1024
