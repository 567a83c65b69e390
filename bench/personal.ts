/**
 * `npm run bench:personal [-- --connections 10 --timeout 1200]`: the visitor's personal
 * endpoints under load (issue 19, 'Tests and benchmark'), next to `POST /api/market` (a small
 * form endpoint with no database write) in the same run, on the same production server:
 * - wishlist add: 500 adds of different items, the list growing from 0 to the limit of 500;
 * - wishlist list: `GET /api/user/wishlist` with those 500 items;
 * - moodboard save: the editor's autosave of a board of 200 items (the limit), whole layout in
 *   one transaction.
 * One signed-in visitor (registered, verified through the outbox and signed in over HTTP);
 * every request from an address of its own, as behind the shipped nginx, so no rate budget
 * is met. Prints requests per second and p50 / p95 / p99 latency of each.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { parseOptions } from './lib/options'
import { benchDataDir, root } from './lib/paths'
import { prepareDatabase, startAndTime } from './lib/server'

const WISHLIST_ITEMS = 500
const BOARD_ITEMS = 200
/** Requests per measured target besides the adds (which are WISHLIST_ITEMS by nature). */
const requests = Number(process.env.BENCH_PERSONAL_REQUESTS ?? 300)
const password = 'a long and quiet passphrase'

/** One address per request: 10.x.y.z from its index. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

interface Figures {
  requestsPerSec: number
  p50: number
  p95: number
  p99: number
  statuses: Record<string, number>
}
type Built = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }

/** `count` requests over `connections`, each built by `build(index)`; latencies from autocannon's per-response timer. */
async function load(url: string, connections: number, count: number, build: (index: number) => Built): Promise<Figures> {
  let next = 0
  const statuses: Record<string, number> = {}
  const latencies: number[] = []
  const started = performance.now()
  const instance = autocannon({
    url,
    connections,
    amount: count,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const { method, headers, body } = build(next++)
          return { ...request, method, headers: { ...request.headers, ...headers }, ...(body === undefined ? {} : { body }) }
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs))
  await instance
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  return { requestsPerSec: latencies.length / seconds, p50: at(50), p95: at(95), p99: at(99), statuses }
}

/** A verified, signed-in visitor's cookie: registration, the outbox's verification link, sign-in. */
async function signedInVisitor(origin: string): Promise<string> {
  const email = `bench-personal-${String(Date.now())}@example.com`
  const headers = { 'content-type': 'application/json', origin, 'x-forwarded-for': addressOf(250_000) }
  const registered = await fetch(`${origin}/api/user/register?lang=en`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'private', name: 'Giulia', surname: 'Rossi', email, phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano', password, passwordRepeat: password, privacy: true, terms: true }),
  })
  if (!registered.ok) throw new Error(`registration answered ${String(registered.status)}: ${await registered.text()}`)
  const outbox = path.join(benchDataDir, 'outbox')
  let link: string | undefined
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')) : []
    link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mails.find((mail) => mail.includes(`To: ${email}`)) ?? '')?.[0]
    if (!link) await sleep(200)
  }
  if (!link) throw new Error('no verification mail in the outbox')
  const address = new URL(link)
  await fetch(`${origin}${address.pathname}${address.search}`, { redirect: 'manual', headers: { 'x-forwarded-for': addressOf(250_001) } })
  const signedIn = await fetch(`${origin}/api/user/login?lang=en`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': addressOf(250_002) }, body: JSON.stringify({ email, password }) })
  if (!signedIn.ok) throw new Error(`sign-in answered ${String(signedIn.status)}`)
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

/** A board's whole layout of `count` items: products, swatches and notes on the 1200 × 800 canvas. */
function layout(count: number, round: number) {
  return Array.from({ length: count }, (_, index) => {
    const place = { x: ((index * 40 + round * 20) % 1000) + 0, y: (Math.floor(index / 25) * 80) % 600, w: 140, h: 140, z: index }
    if (index % 3 === 0) return { kind: 'product', ref: String(1 + (index % 40)), text: '', colour: '', ...place }
    if (index % 3 === 1) return { kind: 'swatch', ref: '', text: `Tono ${String(index)}`, colour: '#b5553a', ...place }
    return { kind: 'note', ref: '', text: 'Salotto sul lago: luce calda, lino e noce. 客厅：温暖的光线。 Гостиная у озера.', colour: '', ...place }
  })
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  process.chdir(root)
  await ensureBuild()
  installGuards(options.timeout)
  await prepareDatabase('/en', 15 * 60_000)
  const { server } = await startAndTime('personal', '/en/user/moodboards', 3 * 60_000)
  const origin = server.url('').replace(/\/$/, '')
  const cookie = await signedInVisitor(origin)
  let addresses = 0
  const as = (headers: Record<string, string>) => ({ ...headers, origin, cookie, 'x-forwarded-for': addressOf(addresses++) })
  const json = { 'content-type': 'application/json' }

  const created = await fetch(`${origin}/api/user/moodboards/create?lang=en`, { method: 'POST', headers: as(json), body: JSON.stringify({ title: 'Bench board', items: [] }) })
  if (created.status !== 201) throw new Error(`board create answered ${String(created.status)}`)
  const boardId = ((await created.json()) as { board: { id: string } }).board.id
  const market = (index: number): Built => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': addressOf(200_000 + index) }, body: 'market=uk&back=%2Fen' })
  const marketUrl = server.url('/api/market?lang=en')
  const saveUrl = server.url(`/api/user/moodboards/${boardId}/items?lang=en`)
  const save = (index: number): Built => ({ method: 'POST', headers: as(json), body: JSON.stringify({ items: layout(BOARD_ITEMS, index) }) })

  console.log(`[bench] warm-up: ${String(requests)} market choices, ${String(requests / 10)} board saves...`)
  await load(marketUrl, options.connections, requests, market)
  await load(saveUrl, options.connections, requests / 10, save)

  console.log(`[bench] measured: ${String(WISHLIST_ITEMS)} wishlist adds (0 → ${String(WISHLIST_ITEMS)} items), ${String(requests)} of each other, ${String(options.connections)} connections...`)
  const add = await load(server.url('/api/user/wishlist/add?lang=en'), options.connections, WISHLIST_ITEMS, (index) => ({ method: 'POST', headers: as(json), body: JSON.stringify({ kind: 'product', id: String(100_000 + index) }) }))
  const full = await fetch(`${origin}/api/user/wishlist/add?lang=en`, { method: 'POST', headers: as(json), body: JSON.stringify({ kind: 'product', id: '999999' }) })
  const list = await load(server.url('/api/user/wishlist?lang=en'), options.connections, requests, () => ({ method: 'GET', headers: as({}) }))
  const listed = (await (await fetch(`${origin}/api/user/wishlist?lang=en`, { headers: as({}) })).json()) as { items?: unknown[] }
  const boardSave = await load(saveUrl, options.connections, requests, save)
  const saved = (await (await fetch(`${origin}/api/user/moodboards/${boardId}?lang=en`, { headers: as({}) })).json()) as { board?: { items: unknown[] } }
  const reference = await load(marketUrl, options.connections, requests, (index) => market(requests + index))
  await server.stop()

  const line = (name: string, figures: Figures) =>
    `${name.padEnd(44)} ${figures.requestsPerSec.toFixed(1).padStart(7)} req/s   p50 ${figures.p50.toFixed(1).padStart(7)} ms   p95 ${figures.p95.toFixed(1).padStart(7)} ms   p99 ${figures.p99.toFixed(1).padStart(7)} ms   ${JSON.stringify(figures.statuses)}`
  console.log('')
  console.log(line(`POST /api/user/wishlist/add (0 → ${String(WISHLIST_ITEMS)})`, add))
  console.log(line(`GET /api/user/wishlist (${String(listed.items?.length ?? 0)} items)`, list))
  console.log(line(`POST /api/user/moodboards/{id}/items (${String(saved.board?.items.length ?? 0)})`, boardSave))
  console.log(line('POST /api/market (reference)', reference))
  console.log(`the ${String(WISHLIST_ITEMS + 1)}st add: ${String(full.status)}`)
  console.log(`p95 ÷ market p95: add ${(add.p95 / reference.p95).toFixed(1)}, list ${(list.p95 / reference.p95).toFixed(1)}, board save ${(boardSave.p95 / reference.p95).toFixed(1)}`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
