import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { run } from './run'

const marker = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'SOURCE_ID')

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/** Identifies the sources: the commit, plus a hash of uncommitted changes if any. */
export function sourceId(): string {
  const commit = git(['rev-parse', 'HEAD']) ?? 'no-git'
  const changes = git(['status', '--porcelain', '--untracked-files=all', '--', 'src', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json'])
  if (!changes) return commit.slice(0, 12)
  const diff = git(['diff', 'HEAD', '--', 'src', 'next.config.ts', 'postcss.config.mjs']) ?? ''
  return `${commit.slice(0, 12)}-${crypto.createHash('sha1').update(changes + diff).digest('hex').slice(0, 8)}`
}

/** Builds the production bundle unless `.next` already holds a build of these sources. */
export async function buildIfNeeded(): Promise<void> {
  const id = sourceId()
  const built = fs.existsSync(path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID')) && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === id
  if (built) {
    console.log(`[start] build ${id} is up to date`)
    return
  }
  console.log(`[start] building ${id}...`)
  await run(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    env: { BUILD_ID: id, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  fs.writeFileSync(marker, id)
}
