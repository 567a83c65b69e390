import 'server-only'
import { isSameOriginRequest } from '@/domain/http/requestRules'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { visitorAuth } from '../server/auth'
import { currentSession } from '../server/session'
import { jsonWithCookies, privateNoStore } from './headers'

/**
 * GET /api/_auth/session: `{ user }` for a signed-in visitor, `{}` for anyone else (spec
 * section 6). Never cached; the header asks for it after the page has loaded.
 */
export const GET = endpoint({}, async ({ request }) => {
  const { headers, user } = await currentSession(request)
  return jsonWithCookies(user ? { user } : {}, 200, headers)
})

/**
 * DELETE /api/_auth/session: signs the visitor out. The session row is deleted on the server, so
 * a copy of the cookie is worth nothing afterwards; another site's request is refused (403).
 */
export const DELETE = endpoint({}, async ({ request, url, t }) => {
  const sameSite = isSameOriginRequest({
    origin: request.headers.get('origin'),
    fetchSite: request.headers.get('sec-fetch-site'),
    ownOrigins: [new URL(siteUrl()).origin, url.origin],
    host: request.headers.get('host'),
  })
  if (!sameSite) return Response.json({ error: 'foreign_origin', message: t('http.foreignOrigin') }, { status: 403, headers: privateNoStore })
  const auth = await visitorAuth()
  const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true })
  return jsonWithCookies({}, 200, signedOut.headers)
})
