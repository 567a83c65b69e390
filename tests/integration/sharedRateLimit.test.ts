import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateBudgets } from '@/domain/limits'
import { freshDatabase, type TestDatabase } from './boot'
import { startInstance, type Instance } from './fixtures/instance'

/** A separate Node process with its own limiter, as a second app server would be. */
function startLimitedInstance(env: Record<string, string>): Promise<Instance> {
  // Through NODE_OPTIONS, as scripts/start.ts does: tsx runs the script in a child process.
  const stampPeer = `--import=${pathToFileURL(path.resolve('scripts/lib/stampPeer.mjs')).href}`
  return startInstance('limitedInstance.ts', { ...env, NODE_OPTIONS: stampPeer })
}

/** One request from a chosen local address (every 127.x.y.z is this machine), with a forged X-Forwarded-For. */
function post(port: number, localAddress: string, forwardedFor: string): Promise<{ status: number; retryAfter: string | undefined; client: string; store: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', localAddress, headers: { 'x-forwarded-for': forwardedFor, 'x-vesta-peer': forwardedFor } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], ...(JSON.parse(body) as { client: string; store: string }) }))
    })
    request.on('error', reject)
    request.end()
  })
}

/** A loopback address of this run alone, so counters left in a shared Redis never meet it. */
const randomLoopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`
const forged = (index: number) => `198.51.100.${index % 250}, 203.0.113.${index % 250}`

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const redisUrl = process.env.TEST_REDIS_URL
const stores: { name: string; kind: string; env: Record<string, string> }[] = [
  { name: database, kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', env: { RATE_LIMIT_STORE: 'database' } },
  ...(redisUrl ? [{ name: 'Redis', kind: 'redis', env: { RATE_LIMIT_STORE: 'redis', REDIS_URL: redisUrl } }] : []),
]

describe.each(stores)('one limit across two app instances ($name)', ({ kind, env }) => {
  let db: TestDatabase | undefined
  let instances: Instance[] = []
  const { points } = rateBudgets.newsletter

  beforeAll(async () => {
    const database = await freshDatabase()
    db = database
    // The second instance starts while the first opens the same store: table creation races too.
    instances = await Promise.all([0, 1].map(() => startLimitedInstance({ ...env, DATABASE_URL: database.url, TRUSTED_PROXIES: '' })))
  })
  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGTERM')
    await Promise.all(instances.map((instance) => new Promise((resolve) => instance.process.once('exit', resolve))))
    await db?.drop()
  })

  it('40 form posts with a rotating X-Forwarded-For, spread over both instances: only the budget passes, the rest get 429 with Retry-After', async () => {
    const peer = randomLoopback()
    const answers = []
    for (let index = 0; index < 40; index++) answers.push(await post(instances[index % 2]?.port ?? 0, peer, forged(index)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(points)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(40 - points)
    expect(new Set(answers.map((answer) => answer.client))).toEqual(new Set([peer]))
    expect(new Set(answers.map((answer) => answer.store))).toEqual(new Set([kind]))
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
  })

  it('another address has its own count, on either instance', async () => {
    const other = randomLoopback()
    const answers = await Promise.all(Array.from({ length: points + 2 }, (_, index) => post(instances[index % 2]?.port ?? 0, other, '192.0.2.1')))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(points)
  })
})

describe('behind a trusted proxy', () => {
  let db: TestDatabase | undefined
  let instance: Instance | undefined

  beforeAll(async () => {
    const database = await freshDatabase()
    db = database
    instance = await startLimitedInstance({ RATE_LIMIT_STORE: 'database', DATABASE_URL: database.url, TRUSTED_PROXIES: '127.0.0.0/8' })
  })
  afterAll(async () => {
    instance?.process.kill('SIGTERM')
    if (instance) await new Promise((resolve) => instance?.process.once('exit', resolve))
    await db?.drop()
  })

  it('counts the address the proxy appended, not what the client wrote before it', async () => {
    const port = instance?.port ?? 0
    const first = await post(port, randomLoopback(), '1.1.1.1, 203.0.113.50')
    expect(first.client).toBe('203.0.113.50')
    const answers = []
    for (let index = 0; index < rateBudgets.newsletter.points + 1; index++) answers.push(await post(port, randomLoopback(), `10.9.9.${index}, 203.0.113.50`))
    expect(answers.map((answer) => answer.status).at(-1)).toBe(429)
  })
})
