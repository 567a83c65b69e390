import 'server-only'
import type { SessionPurpose } from '../logic/mfa'
import { visitorAuth, type VisitorAuth } from './auth'
import { mfaSetUpHold } from './mfaHold'
import { hasSessionCookie } from './session'

/** The signed-in visitor of a request as better-auth knows them: the session row and the user row. */
export type SignedIn = NonNullable<Awaited<ReturnType<VisitorAuth['api']['getSession']>>>

/**
 * The request's live session, or null (no cookie, an ended or unknown session). Every endpoint
 * that reads or changes a visitor's own data starts here: the owner is the session's user, never
 * an id from the request. While the site's policy holds the visitor at the forced MFA set-up, a
 * 'personal' request throws `MfaSetUpRequired` (403 `mfa_setup_required`); only the set-up and
 * leaving (sign out, delete the account) ask with 'mfaSetUp'.
 */
export async function signedInVisitor(request: Request, purpose: SessionPurpose = 'personal'): Promise<{ auth: VisitorAuth; visitor: SignedIn; mfaSetUpRequired: boolean } | null> {
  if (!hasSessionCookie(request.headers.get('cookie'))) return null
  const auth = await visitorAuth()
  const visitor = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } })
  if (!visitor) return null
  const { mfaSetUpRequired } = await mfaSetUpHold(visitor.user, purpose)
  return { auth, visitor, mfaSetUpRequired }
}
