import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { spawn } from 'node:child_process'
import { run } from '../../scripts/lib/run'
import { onCleanup } from '../lib/cleanup'
import { freePort, loopback, waitForOk } from '../lib/net'
import { stopTree } from '../lib/procTree'
import { root } from '../lib/paths'

/**
 * The framework's floor, measured in the same run: `bench/fixtures/minimal-next` (a layout, a
 * page, one client component) built with the project's own Next.js and React, and the
 * JavaScript its page loads, gzipped like the product page's. Built in a temporary folder that
 * links to the project's node_modules; inside the project, Next.js would take the project's own
 * instrumentation for the reference's.
 */
export async function minimalNextJavaScript(): Promise<{ scripts: number; gzipKB: number }> {
  const dir = await buildMinimalNext()
  try {
    return weigh(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Builds the reference page in a new temporary folder and returns it (the caller removes it). */
export async function buildMinimalNext(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-minimal-next-'))
  try {
    fs.cpSync(path.join(root, 'bench', 'fixtures', 'minimal-next'), dir, { recursive: true })
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
    // The bundler's root must hold both the reference and the linked node_modules.
    fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { typescript: { ignoreBuildErrors: true }, turbopack: { root: '/' } }\n`)
    await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: dir, env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
    return dir
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

function weigh(dir: string): { scripts: number; gzipKB: number } {
  const html = fs.readFileSync(path.join(dir, '.next', 'server', 'app', 'index.html'), 'utf8')
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].flatMap((match) => (/\bnoModule\b/i.test(match[0]) ? [] : [match[1] ?? ''])))]
  const bytes = sources.reduce((sum, source) => sum + gzipSync(fs.readFileSync(path.join(dir, '.next', source.replace(/^\/_next\//, '').split('?')[0] ?? '')), { level: 9 }).length, 0)
  return { scripts: sources.length, gzipKB: bytes / 1024 }
}

/** Serves a built reference page with `next start` on a free port; `url` is its page. */
export async function startMinimalNext(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', loopback], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  })
  const { pid } = child
  if (pid === undefined) throw new Error('could not start the reference page')
  let exit: string | undefined
  child.on('exit', (code, signal) => (exit = `the reference page's server exited (${code ?? signal})`))
  const stop = onCleanup(() => stopTree(pid))
  const url = `http://${loopback}:${port}/`
  try {
    await waitForOk(url, { intervalMs: 100, timeoutMs: 60_000, failed: () => exit })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
