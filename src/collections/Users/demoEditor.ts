import type { Payload } from 'payload'
import { passwordMatches } from './passwordCheck'

/** The demo account the README gives out: public, so it may only work on the demo database. */
export const DEMO_EDITOR = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026', name: 'Demo editor' } as const

/** Set by the seed when it creates the demo editor on an empty database (Payload's key-value store). */
const DEMO_DATABASE_KEY = 'demo-database'

/** How many password checks are remembered (by hash and salt, so a change of password is seen). */
const MAX_REMEMBERED_CHECKS = 1_000

export async function markDemoDatabase(payload: Payload): Promise<void> {
  await payload.kv.set(DEMO_DATABASE_KEY, { markedAt: new Date().toISOString() })
}

export async function isDemoDatabase(payload: Payload): Promise<boolean> {
  return payload.kv.has(DEMO_DATABASE_KEY)
}

const remembered = new Map<string, boolean>()

async function onDemoPassword(hash: string | null | undefined, salt: string | null | undefined): Promise<boolean> {
  const key = `${salt ?? ''}:${hash ?? ''}`
  const known = remembered.get(key)
  if (known !== undefined) return known
  const matches = await passwordMatches(DEMO_EDITOR.password, { hash, salt })
  if (remembered.size >= MAX_REMEMBERED_CHECKS) remembered.clear()
  remembered.set(key, matches)
  return matches
}

/** E-mail addresses of the editor accounts whose password is still the public demo password. */
export async function accountsOnDemoPassword(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', overrideAccess: true, showHiddenFields: true, pagination: false, depth: 0 })
  const flags = await Promise.all(docs.map((user) => onDemoPassword(user.hash, user.salt)))
  return docs.filter((_, index) => flags[index]).map((user) => user.email)
}

/** At start: names every account still on the demo password when this is not the demo database (they cannot sign in). */
export async function warnAboutDemoPassword(payload: Payload): Promise<void> {
  if (await isDemoDatabase(payload)) return
  for (const email of await accountsOnDemoPassword(payload)) {
    payload.logger.warn(`The account ${email} still has the public demo password; it cannot sign in on this database until an administrator sets a new one.`)
  }
}
