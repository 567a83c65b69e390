/**
 * `npm run bench:trade`: on the scale database (10,000 products; `npm run seed:scale -- --products
 * 10000 --materials 5000`), the server time of the trade product list `/en/access/products` for
 * an approved professional (session read, application read, price lists, availability, trade
 * files, per request, never cached) next to the public product list rendered per request
 * (`/en/products/?sort=new`, the same index and facet counting) in the same run: p50 / p95 of
 * each, and the ratio of the p95s (docs/decisions/038). Figures: stdout and
 * bench/results/tradeList.json.
 *
 * The professional is registered, verified (the outbox), signed in and applies over HTTP; the
 * seeded editor approves the application through Payload's REST API (dealer, EU and UK).
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { root } from './lib/paths'
import { proofOfWorkHeader, solvedAnswer } from './lib/proofOfWork'
import { startScaleServer } from './catalogue/scaleServer'

const samples = Number(process.env.BENCH_SAMPLES ?? 100)
const password = 'a long and quiet passphrase'
const editor = { email: process.env.BENCH_EDITOR_EMAIL ?? 'editor@ateliervesta.example', password: process.env.BENCH_EDITOR_PASSWORD ?? 'vesta-demo-2026' }
const mediaDir = path.join(root, 'data', 'scale-media')

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

/** One address per request, as behind the shipped proxy: no per-address budget is met. */
let requestCount = 0
const address = () => `10.9.${(++requestCount >> 8) & 255}.${requestCount & 255}`

async function timed(url: string, cookie = ''): Promise<number> {
  const start = performance.now()
  const response = await fetch(url, { headers: { 'x-forwarded-for': address(), ...(cookie && { cookie }) }, redirect: 'manual' })
  const body = await response.text()
  const ms = performance.now() - start
  if (response.status !== 200) throw new Error(`${url} answered ${String(response.status)}`)
  if (cookie && !body.includes('trade-table')) throw new Error(`${url} showed no trade table: is the visitor approved?`)
  return ms
}

async function approvedProfessional(origin: string): Promise<string> {
  const email = `bench-trade-${String(Date.now())}@example.com`
  const json = { 'content-type': 'application/json', origin }
  const registering = address()
  const registered = await fetch(`${origin}/api/user/register?lang=en`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': registering, [proofOfWorkHeader]: await solvedAnswer(origin, registering) },
    body: JSON.stringify({ kind: 'professional', name: 'Piet', surname: 'de Vries', email, country: 'NL', city: 'Amsterdam', profession: 'retailer', company: 'De Vries Interiors', vatNumber: 'NL123456789B01', password, passwordRepeat: password, privacy: true, terms: true }),
  })
  if (!registered.ok) throw new Error(`registration answered ${String(registered.status)}: ${await registered.text()}`)
  const outbox = path.resolve(root, process.env.MAIL_OUTBOX_DIR ?? 'data/outbox')
  let link: string | undefined
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')) : []
    link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mails.find((mail) => mail.includes(`To: ${email}`)) ?? '')?.[0]
    if (!link) await sleep(200)
  }
  if (!link) throw new Error('no verification mail in the outbox')
  const verify = new URL(link)
  await fetch(`${origin}${verify.pathname}${verify.search}`, { redirect: 'manual', headers: { 'x-forwarded-for': address() } })
  const signedIn = await fetch(`${origin}/api/user/login?lang=en`, { method: 'POST', headers: { ...json, 'x-forwarded-for': address() }, body: JSON.stringify({ email, password }) })
  if (!signedIn.ok) throw new Error(`sign-in answered ${String(signedIn.status)}`)
  const cookie = signedIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
  const applied = await fetch(`${origin}/api/trade/application?lang=en`, { method: 'POST', headers: { ...json, cookie, 'x-forwarded-for': address() }, body: JSON.stringify({ profession: 'retailer', company: 'De Vries Interiors', vatNumber: 'NL123456789B01', country: 'NL' }) })
  if (!applied.ok) throw new Error(`the application answered ${String(applied.status)}`)
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { ...json, 'x-forwarded-for': address() }, body: JSON.stringify(editor) })
  const token = ((await login.json()) as { token?: string }).token
  if (!token) throw new Error('the editor could not sign in (BENCH_EDITOR_EMAIL / BENCH_EDITOR_PASSWORD)')
  const auth = { ...json, authorization: `JWT ${token}`, 'x-forwarded-for': address() }
  const found = (await (await fetch(`${origin}/api/trade-applications?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: auth })).json()) as { docs: { id: number }[] }
  const id = found.docs[0]?.id
  if (id === undefined) throw new Error('the application was not found')
  const approved = await fetch(`${origin}/api/trade-applications/${String(id)}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ status: 'approved', group: 'dealer', markets: ['eu', 'uk'] }) })
  if (!approved.ok) throw new Error(`the approval answered ${String(approved.status)}`)
  return cookie
}

async function main(): Promise<void> {
  process.chdir(root)
  await ensureBuild()
  installGuards(30 * 60)
  console.log('[bench:trade] starting the server on the scale database...')
  const server = await startScaleServer(path.join(root, 'data', 'scale.db'), mediaDir)
  const origin = new URL(server.url('/')).origin
  const cookie = await approvedProfessional(origin)
  const pages = ['', '?page=2', '?page=3', '?sort=name', '?sort=price']
  // Warm both: the first request of a language builds the facet index.
  await timed(server.url('/en/products/?sort=new'))
  await timed(`${origin}/en/access/products`, cookie)
  const publicMs: number[] = []
  const tradeMs: number[] = []
  for (let index = 0; index < samples; index++) {
    const query = pages[index % pages.length] ?? ''
    publicMs.push(await timed(server.url(`/en/products/${query || '?sort=new'}`)))
    tradeMs.push(await timed(`${origin}/en/access/products${query}`, cookie))
  }
  const figures = {
    samples,
    public: { p50: percentile(publicMs, 50), p95: percentile(publicMs, 95) },
    trade: { p50: percentile(tradeMs, 50), p95: percentile(tradeMs, 95) },
  }
  const ratio = figures.trade.p95 / figures.public.p95
  console.log(`[bench:trade] public list  p50 ${figures.public.p50.toFixed(0)} ms, p95 ${figures.public.p95.toFixed(0)} ms`)
  console.log(`[bench:trade] trade list   p50 ${figures.trade.p50.toFixed(0)} ms, p95 ${figures.trade.p95.toFixed(0)} ms`)
  console.log(`[bench:trade] ratio of the p95s (trade / public): ${ratio.toFixed(2)}`)
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'tradeList.json'), `${JSON.stringify({ ...figures, ratio }, null, 2)}\n`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
