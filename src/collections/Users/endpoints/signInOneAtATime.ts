import { addDataAndFileToRequest, headersWithCors, loginOperation, type Endpoint, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
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

/**
 * Payload's REST sign-in, one at a time per account. Payload reads the account (with its
 * sessions) before its transaction and writes the whole session list back inside it, so
 * parallel sign-ins of one editor overwrite each other's sessions and all but one token stop
 * working. Run in turn, each one reads the list the previous one wrote. (In one process: a
 * second app instance on the same database is not covered, see 016-editor-auth.md.)
 */
export const signInOneAtATime: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const collection = req.payload.collections.users
    const data = { email: field(req, 'email'), password: field(req, 'password') }
    const depth = Number(req.searchParams.get('depth') ?? Number.NaN)
    const result = await oneAtATime(data.email.toLowerCase().trim(), () =>
      loginOperation({ collection, data, depth: Number.isInteger(depth) ? depth : undefined, req }))
    const cookie = generatePayloadCookie({ collectionAuthConfig: collection.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token ?? '' })
    return Response.json(
      { message: req.t('authentication:passed'), ...result },
      { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }), status: 200 },
    )
  },
}
