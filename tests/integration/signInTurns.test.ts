import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type Booted } from './boot'
import { startInstance, type Instance } from './fixtures/instance'

/**
 * Issue 15 §3: '4 parallel sign-ins all valid', held across app instances. Two separate Node
 * processes, each with its own Payload and in-process queues, on one database (SQLite file, or
 * PostgreSQL with TEST_DATABASE_URL); parallel sign-ins of one account spread over both. Payload
 * writes an account's whole session list back at sign-in, so without a turn shared by the
 * instances one sign-in overwrites another's session and its token stops working.
 */
const startSignInInstance = (env: Record<string, string>): Promise<Instance> => startInstance('signInInstance.ts', env)

const editor = { email: 'turns@example.com', password: 'a-real-password-2026' }
const signInsPerInstance = 4

describe(`parallel sign-ins of one account on two app instances (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let booted: Booted
  let instances: Instance[] = []

  beforeAll(async () => {
    booted = await bootPayload()
    await booted.payload.create({ collection: 'users', data: { ...editor, role: 'admin' } })
    const env = { DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_PREPARED: '1', RATE_LIMIT_STORE: 'database', LOG_LEVEL: 'warn' }
    instances = await Promise.all([0, 1].map(() => startSignInInstance(env)))
  })
  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGTERM')
    await Promise.all(instances.map((instance) => new Promise((resolve) => instance.process.once('exit', resolve))))
    await booted.close()
  })

  it(`${2 * signInsPerInstance} sign-ins at once, half on each instance: all answer 200 and every token stays valid`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * signInsPerInstance }, async (_, index) => {
        const response = await fetch(`http://127.0.0.1:${instances[index % 2]?.port ?? 0}/api/users/login`, { method: 'POST', body: JSON.stringify(editor) })
        return { status: response.status, token: ((await response.json()) as { token?: string }).token ?? '' }
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(2 * signInsPerInstance).fill(200))
    const who = await Promise.all(answers.map(async ({ token }) => (await booted.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user?.email))
    expect(who).toEqual(Array(2 * signInsPerInstance).fill(editor.email))
    const { docs } = await booted.payload.find({ collection: 'users', where: { email: { equals: editor.email } }, overrideAccess: true, showHiddenFields: true })
    expect(docs[0]?.sessions).toHaveLength(2 * signInsPerInstance)
  })
})
