import { afterAll, vi } from 'vitest'

/**
 * The integration files share their worker's loaded packages (`isolate: false`, vitest.config.ts):
 * Payload, drizzle, lexical and better-auth load once per worker instead of once per file, which
 * was half of each file's time (docs/decisions/030-ci-time.md). This setup file runs before each
 * file and gives it what isolation gave it:
 * - the project's own modules are evaluated afresh (`vi.resetModules()`: every module but vitest's
 *   and the mocks; packages come back from Node's module cache at no cost), so no module state and
 *   no module built on another file's mocks carries over (mocks are registered per file by vitest);
 * - the environment (bootPayload and some suites write to process.env) is restored to the worker's first;
 * - Payload's instance cache (`global._payload`, one instance per config key) is emptied, so
 *   getPayload builds the file's own instance on the file's own database;
 * - the process singletons the app keeps on `globalThis` under `atelier-vesta.*` (the visitor
 *   auth pool, the shared rate limiter, the form sweeps' mark) and the database outage stamp are
 *   dropped after each file, the visitor pool closed first.
 * The HTTP patches' marks (`storefront.http.*`) stay: their patches stay installed in the process.
 */

const baselineSlot = Symbol.for('storefront.tests.baseline')
type Holder = { [baselineSlot]?: NodeJS.ProcessEnv; _payload?: Map<string, unknown> }
const holder = globalThis as unknown as Holder & Record<symbol, unknown>

/** The slots that belong to one file's app; the prefix is what src/ uses for process singletons. */
const fileSlot = (key: symbol) => {
  const name = key.description ?? ''
  return name.startsWith('atelier-vesta.') || name === 'storefront.database.lastFailure'
}
/** The search engine's per-process index (src/features/search/server/engine.ts). */
const SEARCH_ENGINE_KEY = '__searchEngine'

vi.resetModules()
const baseline = (holder[baselineSlot] ??= { ...process.env })
for (const key of Object.keys(process.env)) if (!(key in baseline)) Reflect.deleteProperty(process.env, key)
Object.assign(process.env, baseline)
holder._payload?.clear()

interface Closable {
  database?: { close?: () => Promise<void> | void }
}

async function closeVisitorPool(opened: unknown): Promise<void> {
  if (!(opened instanceof Promise)) return
  try {
    const value = (await opened) as Closable
    await value.database?.close?.()
  } catch {
    // It never opened, or the file closed it already.
  }
}

afterAll(async () => {
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (!fileSlot(key)) continue
    if (key.description === 'atelier-vesta.visitorAuth') await closeVisitorPool(holder[key])
    Reflect.deleteProperty(holder, key)
  }
  Reflect.deleteProperty(globalThis, SEARCH_ENGINE_KEY)
  holder._payload?.clear()
})
