import 'server-only'
import type { SessionPurpose } from '../logic/mfa'
import { visitorAuth } from './auth'
import { VISITOR_SESSION_COOKIE } from './authOptions'
import { mfaSetUpHold } from './mfaHold'

/** Whether a Cookie header carries the visitor session cookie at all (its validity is better-auth's to check). */
export const hasSessionCookie = (header: string | null) => (header ?? '').split(';').some((pair) => pair.trim().startsWith(`${VISITOR_SESSION_COOKIE}=`))

/** What the header and other small personal pieces know of the signed-in visitor. */
export interface SessionUser {
  name: string
  surname: string
  email: string
  kind: string
}

/** The profile the visitor reads on /{lang}/user/profile. */
export interface VisitorProfile extends SessionUser {
  phone: string | null
  country: string
  province: string | null
  city: string
  profession: string | null
  company: string | null
  vatNumber: string | null
  newsletter: boolean
  createdAt: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The request's visitor session (better-auth's, from the visitor cookie), or null (`userId` is for
 * the server's owner checks, never sent to the client); `headers`
 * carries a refreshed cookie when better-auth extended the session, for the answer to pass on.
 * A 'personal' request of a visitor the site's policy holds at the forced MFA set-up throws
 * `MfaSetUpRequired` (403 `mfa_setup_required`); for 'mfaSetUp' (`GET /api/_auth/session`) the
 * answer says so in `mfaSetUpRequired`.
 */
export async function currentSession(request: Request, purpose: SessionPurpose = 'personal') {
  // Most visitors have no session: they are answered without a database read.
  if (!hasSessionCookie(request.headers.get('cookie'))) return { headers: null, userId: null, user: null, profile: null, mfaSetUpRequired: false }
  const auth = await visitorAuth()
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true })
  if (!response) return { headers, userId: null, user: null, profile: null, mfaSetUpRequired: false }
  const user = response.user
  const { mfaSetUpRequired } = await mfaSetUpHold(user, purpose)
  const sessionUser: SessionUser = { name: user.name, surname: text(user.surname), email: user.email, kind: text(user.kind) }
  const profile: VisitorProfile = {
    ...sessionUser,
    phone: textOrNull(user.phone),
    country: text(user.country),
    province: textOrNull(user.province),
    city: text(user.city),
    profession: textOrNull(user.profession),
    company: textOrNull(user.company),
    vatNumber: textOrNull(user.vatNumber),
    newsletter: user.newsletter === true,
    createdAt: user.createdAt.toISOString(),
  }
  return { headers, userId: user.id, user: sessionUser, profile, mfaSetUpRequired }
}
