import crypto from 'node:crypto'
import { addDataAndFileToRequest, headersWithCors, loginOperation, type Endpoint, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { inTurn } from '@/lib/rateLimit/inTurn'
import { processRateLimiter } from '@/lib/rateLimit/sharedLimiter'
import { Semaphore } from '@/lib/semaphore'

/** One queue per account being signed in to, dropped when empty. */
const queues = new Map<string, Semaphore>()

async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const queue = queues.get(key) ?? new Semaphore(1)
  queues.set(key, queue)
  try {
    return await queue.run(work)
  } finally {
    if (queue.free === 1 && queue.waiting === 0) queues.delete(key)
  }
}

const field = (req: PayloadRequest, name: string): string => {
  const value: unknown = req.data?.[name]
  return typeof value === 'string' ? value : ''
}

/** The account's turn in the shared store: a hash, so that no e-mail address is written there. */
const turnKey = (email: string) => crypto.createHash('sha256').update(email).digest('hex')

/**
 * Payload's REST sign-in, one at a time per account, across every app instance. Payload reads
 * the account (with its sessions) before its transaction and writes the whole session list back
 * inside it, so parallel sign-ins of one editor overwrite each other's sessions and all but one
 * token stop working. Run in turn, each one reads the list the previous one wrote. The turn is
 * a lease in the shared rate-limit store (`signInTurn`: the database or Redis every instance
 * uses); a queue per account in this process keeps its waiters from polling the store side by
 * side. A database lock would not do: on a wrong password Payload counts the failure outside
 * its transaction, which a held row or write lock would block for good (016-editor-auth.md).
 */
export const signInOneAtATime: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const collection = req.payload.collections.users
    const data = { email: field(req, 'email'), password: field(req, 'password') }
    const depth = Number(req.searchParams.get('depth') ?? Number.NaN)
    const account = data.email.toLowerCase().trim()
    const limiter = await processRateLimiter()
    const result = await oneAtATime(account, () =>
      inTurn(limiter, 'signInTurn', turnKey(account), () => loginOperation({ collection, data, depth: Number.isInteger(depth) ? depth : undefined, req })))
    const cookie = generatePayloadCookie({ collectionAuthConfig: collection.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token ?? '' })
    return Response.json(
      { message: req.t('authentication:passed'), ...result },
      { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }), status: 200 },
    )
  },
}
