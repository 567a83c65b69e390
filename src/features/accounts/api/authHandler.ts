import 'server-only'
import { visitorAuth } from '../server/auth'
import { AUTH_BASE_PATH } from '../server/authOptions'

/**
 * better-auth's own routes under /api/user/auth/: only those the product uses answer (the link
 * of the verification mail). Everything else goes through the product's endpoints, which check
 * input, Origin and limits first; a route not listed is 404 rather than an unguarded door.
 */
const openRoutes: readonly { method: string; path: string }[] = [{ method: 'GET', path: `${AUTH_BASE_PATH}/verify-email` }]

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (!openRoutes.some((route) => route.method === request.method && route.path === pathname)) {
    return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  const auth = await visitorAuth()
  return auth.handler(request)
}

export const GET = handle
export const POST = handle
