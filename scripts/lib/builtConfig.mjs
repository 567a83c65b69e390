// The production server's Next.js configuration, read from the build instead of next.config.ts.
// Plain JavaScript: it runs in the server's own process (scripts/lib/serve.mjs).
import fs from 'node:fs'
import path from 'node:path'

/**
 * The variable Next.js's standalone server (`output: 'standalone'`, its generated server.js) sets
 * to the build's resolved configuration; `next start` reads it instead of loading next.config.
 */
export const BUILT_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG'

/**
 * The configuration `next build` resolved and wrote beside the build (`required-server-files.json`),
 * as the JSON `next start` takes in `BUILT_CONFIG_VARIABLE`; null when the build has none.
 *
 * Why: to load `next.config.ts`, `next start` loads the SWC compiler's native module (about 29 MB
 * resident for the server's whole life) and a require hook compiling each file the config imports
 * (docs/decisions/022-server-memory.md). What the server needs of the config is already in the
 * build: headers, rewrites and redirects are in its manifests, the rest in this file, which
 * Next.js's own standalone server reads the same way.
 *
 * What next.config.ts reads from the environment at start is read here again, so it still applies
 * without a new build: the build's folder (`NEXT_DIST_DIR`, a copy of a build serves itself) and
 * the page cache's memory (`NEXT_CACHE_MEMORY_BYTES`).
 *
 * @param {string} distDir the build's folder (`NEXT_DIST_DIR`, `.next` by default)
 * @param {{ NEXT_CACHE_MEMORY_BYTES?: string }} env the server’s environment
 * @returns {string | null}
 */
export function builtConfigJson(distDir, env) {
  let parsed
  try {
    parsed = JSON.parse(fs.readFileSync(path.resolve(distDir, 'required-server-files.json'), 'utf8'))
  } catch {
    return null
  }
  const config = parsed && typeof parsed === 'object' ? parsed.config : undefined
  if (!config || typeof config !== 'object') return null
  // The folder served is the one asked for (a copy of a build serves itself: the e2e run's second server).
  config.distDir = distDir
  const cacheBytes = env.NEXT_CACHE_MEMORY_BYTES
  if (cacheBytes !== undefined && cacheBytes !== '') config.cacheMaxMemorySize = Number(cacheBytes)
  return JSON.stringify(config)
}
