/**
 * `npx tsx bench/pageParts.ts --base-url http://127.0.0.1:PORT [/en /en/stores/ …]`: where each
 * page's HTML bytes go (bench/lib/pageParts.ts): markup by part, RSC data as sent and decoded,
 * attribute kinds and the largest RSC rows. Against a running server (the e2e one, for the demo
 * seed); pages default to the English home. Each page is fetched twice, the second copy counted.
 */
import { parseArgs } from 'node:util'
import { siteUrl } from '../src/env'
import { get } from './lib/net'
import { pageParts } from './lib/pageParts'

const { values, positionals } = parseArgs({ args: process.argv.slice(2), strict: true, allowPositionals: true, options: { 'base-url': { type: 'string' } } })
const base = (values['base-url'] ?? siteUrl()).replace(/\/$/, '')
const paths = positionals.length > 0 ? positionals : ['/en']

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`

async function main(): Promise<void> {
  for (const path of paths) {
    await get(`${base}${path}`, 120_000)
    const response = await get(`${base}${path}`, 120_000)
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    const parts = pageParts(response.body.toString('utf8'))
    console.log(`${path}: ${parts.total} bytes (${kb(parts.total)})`)
    console.log(`  markup without scripts ${kb(parts.markup)}: head ${kb(parts.head)}, header ${kb(parts.header)}, main ${kb(parts.main)}, footer ${kb(parts.footer)}`)
    console.log(`  RSC data ${kb(parts.rscSent)} as sent, ${kb(parts.rscDecoded)} decoded; other scripts ${kb(parts.otherScripts)}`)
    console.log(`  attributes: ${Object.entries(parts.attributes).map(([name, size]) => `${name} ${kb(size)}`).join(', ')}`)
    console.log('  largest RSC rows:')
    for (const row of parts.largestRows) console.log(`    ${kb(row.bytes).padStart(8)}  ${JSON.stringify(row.row)}`)
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
