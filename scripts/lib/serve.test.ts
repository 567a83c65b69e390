import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVER_HEAP_MB } from '@/env'
import { EXPOSE_GC, MALLOC_ARENAS, SEMI_SPACE_MB } from './serve.mjs'

const manifest: unknown = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const start = typeof manifest === 'object' && manifest !== null && 'scripts' in manifest ? (manifest.scripts as Record<string, string>).start : undefined

describe('npm start', () => {
  // With the server's own limits on its command line, scripts/start.mjs serves in its own process
  // (one process); with other numbers it would still work, in a child, holding 40 MB more.
  it('starts node with two malloc arenas, the default heap limit, young generation and the garbage collector exposed, so the launcher serves in its own process', () => {
    expect(start?.split(/\s+/)).toEqual([`MALLOC_ARENA_MAX=${MALLOC_ARENAS}`, 'node', `--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, EXPOSE_GC, 'scripts/start.mjs'])
  })
})
