import 'server-only'
import { REMEMBERED_SESSION_SECONDS } from '../logic/constants'
import { visitorAuth } from './auth'
import { VISITOR_SESSION_COOKIE } from './authOptions'

/** The session token inside a signed session cookie line (`visitor.session_token=<token>.<signature>; …`), or null. */
export function sessionTokenOfSetCookie(line: string): string | null {
  if (!line.startsWith(`${VISITOR_SESSION_COOKIE}=`)) return null
  const value = decodeURIComponent(line.slice(VISITOR_SESSION_COOKIE.length + 1).split(';')[0] ?? '')
  const token = value.slice(0, value.lastIndexOf('.'))
  return token === '' ? null : token
}

/** The cookie line with the given lifetime (Max-Age and Expires), every other attribute kept. */
export function withLifetime(line: string, seconds: number, now = Date.now()): string {
  const attributes = line.split(';').map((part) => part.trim()).filter((part) => !/^(max-age|expires)=/i.test(part))
  return [...attributes, `Max-Age=${seconds}`, `Expires=${new Date(now + seconds * 1000).toUTCString()}`].join('; ')
}

/**
 * 'Remember me' at sign-in: the new session lasts `REMEMBERED_SESSION_SECONDS` (30 days) instead
 * of one day, in the session row (the server's word) and in the cookie's Max-Age/Expires (the
 * browser's). better-auth extends it again by one day at a time once less than a day is left and
 * it is in use. An answer without a new session cookie (the MFA step pending, a refusal) is
 * returned as it is.
 */
export async function rememberSession(response: Response): Promise<Response> {
  const lines = response.headers.getSetCookie()
  const token = lines.map(sessionTokenOfSetCookie).find((found) => found !== null)
  if (!token) return response
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.updateSession(token, { expiresAt: new Date(Date.now() + REMEMBERED_SESSION_SECONDS * 1000) })
  const headers = new Headers(response.headers)
  headers.delete('Set-Cookie')
  for (const line of lines) headers.append('Set-Cookie', sessionTokenOfSetCookie(line) ? withLifetime(line, REMEMBERED_SESSION_SECONDS) : line)
  return new Response(response.body, { status: response.status, headers })
}
