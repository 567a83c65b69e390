import { failuresLimited, rateLimited } from '@/lib/edge/rateLimited'
import type { RestHandler } from './guardedRest'

const isPost = (request: Request, path: string) => request.method === 'POST' && new URL(request.url).pathname.replace(/\/$/, '') === path
const isSignIn = (request: Request) => isPost(request, '/api/users/login')
const isRecovery = (request: Request) => isPost(request, '/api/users/forgot-password')

/**
 * Payload's REST handler counted against the shared budgets (docs/decisions/014-rate-limits.md):
 * every call against `payloadApi`; failed editor sign-ins against `signIn`, so that no address can
 * use up an editor's lockout; recovery mails against `recovery`.
 */
export function limitedRest(handler: RestHandler): RestHandler {
  const recoveryLimited = rateLimited('recovery', handler)
  const byKind: RestHandler = (request, args) => (isRecovery(request) ? recoveryLimited(request, args) : handler(request, args))
  return rateLimited('payloadApi', failuresLimited('signIn', isSignIn, byKind))
}
