import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { run } from '../../scripts/lib/run'
import { root } from '../lib/paths'

/**
 * The framework's floor, measured in the same run: `bench/fixtures/minimal-next` (a layout, a
 * page, one client component) built with the project's own Next.js and React, and the
 * JavaScript its page loads, gzipped like the product page's. Built in a temporary folder that
 * links to the project's node_modules; inside the project, Next.js would take the project's own
 * instrumentation for the reference's.
 */
export async function minimalNextJavaScript(): Promise<{ scripts: number; gzipKB: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-minimal-next-'))
  try {
    fs.cpSync(path.join(root, 'bench', 'fixtures', 'minimal-next'), dir, { recursive: true })
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
    // The bundler's root must hold both the reference and the linked node_modules.
    fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { typescript: { ignoreBuildErrors: true }, turbopack: { root: '/' } }\n`)
    await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: dir, env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
    return weigh(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function weigh(dir: string): { scripts: number; gzipKB: number } {
  const html = fs.readFileSync(path.join(dir, '.next', 'server', 'app', 'index.html'), 'utf8')
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].flatMap((match) => (/\bnoModule\b/i.test(match[0]) ? [] : [match[1] ?? ''])))]
  const bytes = sources.reduce((sum, source) => sum + gzipSync(fs.readFileSync(path.join(dir, '.next', source.replace(/^\/_next\//, '').split('?')[0] ?? '')), { level: 9 }).length, 0)
  return { scripts: sources.length, gzipKB: bytes / 1024 }
}
