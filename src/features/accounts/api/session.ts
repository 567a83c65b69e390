import 'server-only'
import { isSameOriginRequest } from '@/domain/http/requestRules'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { visitorAuth } from '../server/auth'
import { VISITOR_SESSION_COOKIE } from '../server/authOptions'
import { cookieValue } from '../server/mfa'
import { providerLogoutUrl, signedCookieToken } from '../server/oidc/providerSession'
import { currentSession } from '../server/session'
import { jsonWithCookies, privateNoStore } from './headers'

/**
 * GET /api/_auth/session: `{ user }` for a signed-in visitor, `{}` for anyone else (spec
 * section 6). Never cached; the header asks for it after the page has loaded. A visitor the
 * site's policy holds at the forced MFA set-up is still answered, with `mfaSetupRequired: true`
 * (their personal endpoints answer 403 `mfa_setup_required` until MFA is on).
 */
export const GET = endpoint({}, async ({ request }) => {
  const { headers, user, mfaSetUpRequired } = await currentSession(request, 'mfaSetUp')
  return jsonWithCookies(user ? { user: mfaSetUpRequired ? { ...user, mfaSetupRequired: true } : user } : {}, 200, headers)
})

/**
 * DELETE /api/_auth/session: signs the visitor out. The session row is deleted on the server, so
 * a copy of the cookie is worth nothing afterwards; another site's request is refused (403).
 * When the session came from a sign-in at the provider, the answer names the provider's logout
 * (`providerLogout`), where the browser goes next (RP-initiated logout).
 */
export const DELETE = endpoint({}, async ({ request, url, locale, t }) => {
  const sameSite = isSameOriginRequest({
    origin: request.headers.get('origin'),
    fetchSite: request.headers.get('sec-fetch-site'),
    ownOrigins: [new URL(siteUrl()).origin, url.origin],
    host: request.headers.get('host'),
  })
  if (!sameSite) return Response.json({ error: 'foreign_origin', message: t('http.foreignOrigin') }, { status: 403, headers: privateNoStore })
  // A session that came from the provider also ends there (RP-initiated logout): the browser goes on to it.
  const providerLogout = await providerLogoutUrl(signedCookieToken(cookieValue(request.headers.get('cookie'), VISITOR_SESSION_COOKIE)), locale)
  const auth = await visitorAuth()
  const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true })
  return jsonWithCookies(providerLogout ? { providerLogout } : {}, 200, signedOut.headers)
})
