/**
 * `npm run bench:submissions [-- --connections 10 --timeout 1200]`: how many editor-built form
 * submissions (issue 18: the contact form, no attachment, JSON as the form's script posts it) the
 * production server stores and mails (to the outbox) per second, next to `POST /api/market` (a
 * small form endpoint with no database write) in the same run, on the same server.
 *
 * Each submission carries its own solved proof-of-work answer (docs/decisions/029), as a browser
 * sends it: the challenges are asked of the server and solved here BEFORE the load starts (so
 * the figure is the server's, not the solver's), and every post comes from an address of its own
 * (the forms' budget allows 30 a minute per address: the load speaks for many visitors, as behind
 * the shipped nginx). A fixed number of posts per target, not a duration: each answer is used once.
 */
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import autocannon from 'autocannon'
import { encodeProofOfWork, proofOfWorkHeader } from '../src/domain/proofOfWork'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { get } from './lib/net'
import { parseOptions } from './lib/options'
import { root } from './lib/paths'
import { prepareDatabase, startAndTime } from './lib/server'

/** Posts per target (each submission needs an answer solved beforehand: about 0.1–0.25 s of this process's time each). */
const posts = Number(process.env.BENCH_SUBMISSIONS ?? 300)
const contactPath = '/en/contacts'

/** One address per post: 10.x.y.z from its index (no budget is met; the edge counts them apart). */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

async function solvedAnswers(origin: string, count: number): Promise<string[]> {
  const answers: string[] = []
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${origin}/api/challenge?lang=en`, { headers: { 'x-forwarded-for': addressOf(100_000 + index) } })
    if (!response.ok) throw new Error(`GET /api/challenge answered ${response.status}`)
    const challenge = (await response.json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('a challenge was not solved')
    answers.push(encodeProofOfWork({ challenge, solution }))
  }
  return answers
}

interface Figures {
  requestsPerSec: number
  p50: number
  p99: number
  statuses: Record<string, number>
}

/** `count` posts over `connections`, each request built by `build(index)`; statuses counted. */
async function load(url: string, connections: number, count: number, build: (index: number) => { headers: Record<string, string>; body: string }): Promise<Figures> {
  let next = 0
  const statuses: Record<string, number> = {}
  const started = performance.now()
  const latencies: number[] = []
  const instance = autocannon({
    url,
    connections,
    amount: count,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { headers, body } = build(next++)
          return { ...request, method: 'POST', headers: { ...request.headers, ...headers }, body }
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
  return { requestsPerSec: latencies.length / seconds, p50: at(50), p99: at(99), statuses }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  process.chdir(root)
  await ensureBuild()
  installGuards(options.timeout)
  await prepareDatabase('/en', 15 * 60_000)
  const { server } = await startAndTime('submissions', contactPath, 3 * 60_000)
  const origin = server.url('').replace(/\/$/, '')
  const page = await get(server.url(contactPath), 30_000)
  const formId = /\/api\/forms\/submit\?lang=en&(?:amp;)?form=(\d+)/.exec(page.body.toString('utf8'))?.[1]
  if (!formId) throw new Error(`no contact form on ${contactPath}`)

  console.log(`[bench] solving ${posts * 2} proof-of-work answers (warm-up and measured) before the load...`)
  const solving = performance.now()
  const answers = await solvedAnswers(origin, posts * 2)
  console.log(`[bench] solved in ${((performance.now() - solving) / 1000).toFixed(1)} s (${((performance.now() - solving) / answers.length).toFixed(0)} ms each, this process)`)

  const message = (index: number) =>
    JSON.stringify({ name: `Bench Visitor ${index}`, email: `bench-${index}@example.com`, phone: '', phonePrefix: '+39', country: 'IT', subject: 'products', message: 'Is the Arno sofa available in linen?', privacy: true })
  const submission = (offset: number) => (index: number) => ({
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': addressOf(offset + index), [proofOfWorkHeader]: answers[offset + index] ?? '' },
    body: message(offset + index),
  })
  const market = (offset: number) => (index: number) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': addressOf(200_000 + offset + index) },
    body: 'market=uk&back=%2Fen',
  })
  const submitUrl = server.url(`/api/forms/submit?lang=en&form=${formId}`)
  const marketUrl = server.url('/api/market?lang=en')

  console.log(`[bench] warm-up: ${posts} submissions, ${posts} market choices...`)
  await load(submitUrl, options.connections, posts, submission(0))
  await load(marketUrl, options.connections, posts, market(0))
  console.log(`[bench] measured: ${posts} each, ${options.connections} connections...`)
  const submissions = await load(submitUrl, options.connections, posts, submission(posts))
  const reference = await load(marketUrl, options.connections, posts, market(posts))
  await server.stop()

  const line = (name: string, figures: Figures) =>
    `${name.padEnd(34)} ${figures.requestsPerSec.toFixed(1).padStart(8)} req/s   p50 ${figures.p50.toFixed(1).padStart(7)} ms   p99 ${figures.p99.toFixed(1).padStart(7)} ms   ${JSON.stringify(figures.statuses)}`
  console.log('')
  console.log(line('POST /api/forms/submit (contact)', submissions))
  console.log(line('POST /api/market (reference)', reference))
  console.log(`submissions ÷ market: ${(submissions.requestsPerSec / reference.requestsPerSec).toFixed(2)}`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
