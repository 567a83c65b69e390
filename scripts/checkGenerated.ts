/**
 * Fails when generated files are stale: payload-types.ts, the admin import map, the Chinese
 * advance face's module, or a schema change without a migration for SQLite or PostgreSQL.
 * Nothing here needs a database. Stale files are rewritten: commit them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { advanceFontModuleFile, writeAdvanceFontModule } from './lib/advanceFontModule'
import { run } from './lib/run'

const payloadBin = path.resolve('node_modules/payload/bin.js')
const problems: string[] = []

async function payloadCli(args: string[], env: Record<string, string | undefined> = {}): Promise<void> {
  await run(process.execPath, [payloadBin, ...args], { env: { NODE_OPTIONS: '--no-deprecation', LOG_LEVEL: 'warn', ...env } })
}

async function regenerated(file: string, args: string[]): Promise<void> {
  const before = fs.readFileSync(file, 'utf8')
  await payloadCli(args)
  if (fs.readFileSync(file, 'utf8') !== before) problems.push(`${file} was stale: it has been regenerated, commit it`)
}

await regenerated('src/payload-types.ts', ['generate:types'])
await regenerated('src/app/(payload)/admin/importMap.js', ['generate:importmap'])
if (writeAdvanceFontModule()) problems.push(`${path.relative(process.cwd(), advanceFontModuleFile)} was stale: it has been regenerated, commit it`)

for (const [kind, url] of [
  ['sqlite', 'file:./data/migration-check.db'],
  ['postgres', 'postgres://postgres@127.0.0.1:5432/migration_check'],
] as const) {
  const dir = path.resolve('src/migrations', kind)
  const before = new Set(fs.readdirSync(dir))
  await payloadCli(['migrate:create', 'pending_schema_change', '--skip-empty'], { DATABASE_URL: url })
  const added = fs.readdirSync(dir).filter((file) => !before.has(file))
  if (added.length > 0) {
    for (const file of added) fs.rmSync(path.join(dir, file))
    await run('git', ['checkout', '--', path.join(dir, 'index.ts')]).catch(() => undefined)
    problems.push(`the schema changed without a ${kind} migration: run \`DATABASE_URL=${url} npx payload migrate:create <name>\``)
  }
}

if (problems.length > 0) {
  console.error(`Generated files are out of date:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exit(1)
}
console.log('Generated types, import map, advance face and migrations are up to date.')
