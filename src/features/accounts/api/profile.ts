import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { currentSession } from '../server/session'
import { jsonWithCookies } from './headers'

/** GET /api/user/profile: the signed-in visitor's profile (spec section 6); 401 without a live session. */
export const GET = endpoint({}, async ({ request, t }) => {
  const { headers, profile } = await currentSession(request)
  if (!profile) return jsonWithCookies({ error: 'unauthenticated', message: t('auth.signInRequired') }, 401, headers)
  return jsonWithCookies({ profile }, 200, headers)
})
