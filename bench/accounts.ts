/**
 * `npm run bench:accounts [-- --duration 10 --connections 10 --timeout 1800]` (issue 17,
 * Benchmark): on the production server, in one run,
 * - `GET /api/_auth/session` req/s signed out and signed in, next to `POST /api/market` (a small
 *   form endpoint with no database write), with the ratios (target ≥ 0.5);
 * - the sign-in's latency (p50/p95/p99) over 50 sign-ins one at a time, then over
 *   `BENCH_SIGN_INS` (default 1,000) right-password sign-ins `--connections` at a time, each hashing with better-auth's scrypt (N = 16384, r = 16, p = 1, 64-byte key:
 *   16 MiB and one core for a few tens of milliseconds per check);
 * - the server's resident memory (its whole process tree) before and after those sign-ins.
 *
 * Limits: the bench server trusts the loopback as its proxy (TRUSTED_PROXIES=127.0.0.1, as
 * behind the shipped nginx), so every registration and every market post comes from an address
 * of its own in X-Forwarded-For (the `accountRegister` and `market` budgets are per address);
 * the session read has no budget; a right password spends no point of `signIn` nor of the
 * account's lockout. No budget is raised. The accounts are registered through the product's own
 * endpoint with a proof-of-work answer solved here beforehand (docs/decisions/029), and verified
 * with the link of their mail (the bench server's outbox).
 */
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { parseOptions } from './lib/options'
import { benchDataDir, root } from './lib/paths'
import { treeMemory } from './lib/procTree'
import { proofOfWorkHeader, solvedAnswer } from './lib/proofOfWork'
import { prepareDatabase, startAndTime } from './lib/server'

const signIns = Number(process.env.BENCH_SIGN_INS ?? 1000)
/** The measured seconds of each read target, split into this many rounds taken in turn. */
const rounds = 3
/** Sign-ins sent one at a time before the load (their latency without a queue). */
const soloSignIns = 50
/** Accounts the sign-ins take turns on (each sign-in a new session row of one of them). */
const accountCount = 10
/** Nothing of the name or the address in it (the policy refuses 'contains user information'). */
const password = 'a long and quiet walk by the canal'
/** better-auth's scrypt parameters (its default, @better-auth/utils password.node). */
const scryptCost = 'scrypt N=16384 r=16 p=1 dkLen=64'

/** An address per request: 10.x.y.z from its index (the edge counts them apart). */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

const outbox = path.join(benchDataDir, 'outbox')
/** The verification link of the newest mail to `email` in the bench server's outbox. */
function verificationPath(email: string): string | undefined {
  if (!fs.existsSync(outbox)) return undefined
  const mails = fs
    .readdirSync(outbox)
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((mail) => mail.split(/\r?\n/).some((line) => line.startsWith('To:') && line.includes(email)))
  const link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mails.at(-1) ?? '')?.[0]
  return link ? new URL(link).pathname + new URL(link).search : undefined
}

async function registeredAccount(origin: string, email: string, index: number): Promise<void> {
  const address = addressOf(300_000 + index)
  const answer = await solvedAnswer(origin, address)
  const registered = await fetch(`${origin}/api/user/register?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address, [proofOfWorkHeader]: answer },
    body: JSON.stringify({ kind: 'private', name: 'Sofia', surname: 'Marchetti', email, country: 'FR', city: 'Paris', password, passwordRepeat: password, privacy: true, terms: true }),
  })
  if (registered.status !== 200) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`)
  const deadline = Date.now() + 30_000
  let link = verificationPath(email)
  while (!link && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    link = verificationPath(email)
  }
  if (!link) throw new Error(`no verification mail for ${email}`)
  const verified = await fetch(`${origin}${link}`, { redirect: 'manual', headers: { 'x-forwarded-for': address } })
  if (verified.status !== 302) throw new Error(`verification answered ${verified.status}`)
}

async function signInCookie(origin: string, email: string): Promise<string> {
  const answer = await fetch(`${origin}/api/user/login?lang=en`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email, password }) })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`)
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

interface Figures {
  requests: number
  seconds: number
  latencies: number[]
  requestsPerSec: number
  p50: number
  p95: number
  p99: number
  statuses: Record<string, number>
}

/**
 * Requests over `connections` for `duration` seconds, or `amount` of them; each request from
 * `build(index)` (method, headers, body); latencies and statuses counted here.
 */
async function load(url: string, connections: number, limit: { duration: number } | { amount: number }, build: (index: number) => { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<Figures> {
  let next = 0
  const statuses: Record<string, number> = {}
  const latencies: number[] = []
  const started = performance.now()
  const instance = autocannon({
    url,
    connections,
    ...limit,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const { method, headers, body } = build(next++)
          return { ...request, method, headers: { ...request.headers, ...headers }, ...(body !== undefined && { body }) }
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs))
  await instance
  return figures(latencies, (performance.now() - started) / 1000, statuses)
}

function figures(latencies: number[], seconds: number, statuses: Record<string, number>): Figures {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  return { requests: sorted.length, seconds, latencies: sorted, requestsPerSec: sorted.length / seconds, p50: at(50), p95: at(95), p99: at(99), statuses }
}

/** Several measurements of one target as one: requests over the seconds they took, latencies and statuses together. */
function combined(parts: Figures[]): Figures {
  const statuses: Record<string, number> = {}
  for (const part of parts) for (const [status, count] of Object.entries(part.statuses)) statuses[status] = (statuses[status] ?? 0) + count
  return figures(
    parts.flatMap((part) => part.latencies),
    parts.reduce((sum, part) => sum + part.seconds, 0),
    statuses,
  )
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  process.chdir(root)
  await ensureBuild()
  installGuards(options.timeout)
  await prepareDatabase('/en', 15 * 60_000)
  const { server } = await startAndTime('accounts', '/en', 3 * 60_000)
  const origin = server.url('').replace(/\/$/, '')

  const run = Date.now().toString(36)
  const emails = Array.from({ length: accountCount }, (_, index) => `bench-${run}-${index}@example.com`)
  console.log(`[bench] registering and verifying ${accountCount} accounts (a proof-of-work answer each)...`)
  for (const [index, email] of emails.entries()) await registeredAccount(origin, email, index)
  const cookie = await signInCookie(origin, emails[0] ?? '')
  if (!cookie.includes('session_token')) throw new Error(`no session cookie: ${cookie}`)

  const sessionUrl = server.url('/api/_auth/session')
  const marketUrl = server.url('/api/market?lang=en')
  const signedOut = () => ({ method: 'GET' as const, headers: {} })
  const signedIn = () => ({ method: 'GET' as const, headers: { cookie } })
  let marketPosts = 0
  const market = () => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': addressOf(marketPosts++) },
    body: 'market=uk&back=%2Fen',
  })

  const { connections, duration, warmup } = options
  console.log(`[bench] warm-up ${warmup} s each, then ${duration} s each (${rounds} rounds in turn) over ${connections} connections...`)
  for (const [url, build] of [[sessionUrl, signedOut], [sessionUrl, signedIn], [marketUrl, market]] as const) {
    if (warmup > 0) await load(url, connections, { duration: warmup }, build)
  }
  // In rounds, the three targets in turn: a machine whose other load comes and goes weighs on each alike.
  const parts: Record<'out' | 'inside' | 'reference', Figures[]> = { out: [], inside: [], reference: [] }
  const slice = { duration: Math.max(1, Math.round(duration / rounds)) }
  for (let round = 0; round < rounds; round++) {
    parts.out.push(await load(sessionUrl, connections, slice, signedOut))
    parts.inside.push(await load(sessionUrl, connections, slice, signedIn))
    parts.reference.push(await load(marketUrl, connections, slice, market))
  }
  const [out, inside, reference] = [combined(parts.out), combined(parts.inside), combined(parts.reference)]

  // One at a time first: the latency of a sign-in itself, without the queue of the load below.
  const alone = await load(server.url('/api/user/login?lang=en'), 1, { amount: soloSignIns }, (index) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: emails[index % accountCount], password }),
  }))
  const rssBefore = treeMemory(server.pid)
  console.log(`[bench] ${signIns} sign-ins (right password, ${accountCount} accounts in turn) over ${connections} connections...`)
  const signInUrl = server.url('/api/user/login?lang=en')
  const signInFigures = await load(signInUrl, connections, { amount: signIns }, (index) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: emails[index % accountCount], password }),
  }))
  const rssAfter = treeMemory(server.pid)
  await server.stop()

  const line = (name: string, figures: Figures) =>
    `${name.padEnd(38)} ${figures.requestsPerSec.toFixed(1).padStart(8)} req/s   p50 ${figures.p50.toFixed(1).padStart(7)} ms   p95 ${figures.p95.toFixed(1).padStart(7)} ms   p99 ${figures.p99.toFixed(1).padStart(7)} ms   ${JSON.stringify(figures.statuses)}`
  console.log('')
  console.log(line('GET /api/_auth/session (signed out)', out))
  console.log(line('GET /api/_auth/session (signed in)', inside))
  console.log(line('POST /api/market (reference)', reference))
  console.log(`session signed out ÷ market: ${(out.requestsPerSec / reference.requestsPerSec).toFixed(2)}   signed in ÷ market: ${(inside.requestsPerSec / reference.requestsPerSec).toFixed(2)}   (target ≥ 0.5)`)
  console.log(line(`POST /api/user/login (${signIns} sign-ins)`, signInFigures))
  console.log(line(`POST /api/user/login (${soloSignIns}, one at a time)`, alone))
  console.log(`sign-in p95: ${alone.p95.toFixed(1)} ms one at a time, ${signInFigures.p95.toFixed(1)} ms with ${connections} at a time (hash: ${scryptCost})`)
  console.log(`server RSS (process tree): ${rssBefore.totalMb.toFixed(0)} MB before the sign-ins, ${rssAfter.totalMb.toFixed(0)} MB after ${signIns} (largest process ${rssAfter.largest?.rssMb.toFixed(0) ?? '?'} MB)`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
