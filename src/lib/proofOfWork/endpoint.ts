import { endpoint } from '@/lib/edge/endpoint'
import { issueChallenge } from './challenge'

/**
 * GET /api/challenge: a new proof-of-work challenge (docs/decisions/029) for a form or an account
 * screen about to post; never cached (each is single-use), on the `proofOfWorkChallenge` budget.
 */
export const GET = endpoint({ budget: 'proofOfWorkChallenge' }, async () =>
  Response.json(await issueChallenge(), { headers: { 'Cache-Control': 'private, no-store' } }),
)
