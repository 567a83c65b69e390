import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { builtConfigJson } from './builtConfig.mjs'

let dir = ''
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-config-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (content: string) => fs.writeFileSync(path.join(dir, 'required-server-files.json'), content)

describe('the server’s configuration from the build', () => {
  it('is the build’s resolved config, as Next.js’s standalone server hands it to next start', () => {
    write(JSON.stringify({ version: 1, config: { distDir: dir, cacheMaxMemorySize: 8388608, images: { qualities: [90] } } }))
    expect(JSON.parse(builtConfigJson(dir, {}) ?? 'null')).toEqual({ distDir: dir, cacheMaxMemorySize: 8388608, images: { qualities: [90] } })
  })

  it('still takes the page cache’s memory from NEXT_CACHE_MEMORY_BYTES at start, as next.config.ts reads it', () => {
    write(JSON.stringify({ config: { cacheMaxMemorySize: 8388608 } }))
    expect(JSON.parse(builtConfigJson(dir, { NEXT_CACHE_MEMORY_BYTES: '0' }) ?? 'null')).toEqual({ distDir: dir, cacheMaxMemorySize: 0 })
  })

  it('serves the folder it was read from (a copy of a build, as the e2e run’s second server, serves itself)', () => {
    write(JSON.stringify({ config: { distDir: '.next' } }))
    expect(JSON.parse(builtConfigJson(dir, {}) ?? 'null')).toEqual({ distDir: dir })
  })

  it('is null without a build (next start then loads next.config.ts itself)', () => {
    expect(builtConfigJson(dir, {})).toBeNull()
    write('{"config": "not an object"}')
    expect(builtConfigJson(dir, {})).toBeNull()
  })
})
