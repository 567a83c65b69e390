import 'server-only'
import { visitorAuth, type VisitorAuth } from './auth'
import { hasSessionCookie } from './session'

/** The signed-in visitor of a request as better-auth knows them: the session row and the user row. */
export type SignedIn = NonNullable<Awaited<ReturnType<VisitorAuth['api']['getSession']>>>

/**
 * The request's live session, or null (no cookie, an ended or unknown session). Every endpoint
 * that reads or changes a visitor's own data starts here: the owner is the session's user, never
 * an id from the request.
 */
export async function signedInVisitor(request: Request): Promise<{ auth: VisitorAuth; visitor: SignedIn } | null> {
  if (!hasSessionCookie(request.headers.get('cookie'))) return null
  const auth = await visitorAuth()
  const visitor = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } })
  return visitor ? { auth, visitor } : null
}
