import 'server-only'
import { payloadClient } from '@/data/payload'
import { subscriptionOf } from '@/data/newsletter/subscriptions.server'
import { endpoint } from '@/lib/edge/endpoint'
import type { Translate } from '@/i18n/translator'
import { describeDevice, type Device } from '../logic/device'
import { signedInVisitor } from '../server/visitor'
import { jsonWithCookies, privateNoStore } from './headers'

const unauthenticated = (t: Translate) => Response.json({ error: 'unauthenticated', message: t('auth.signInRequired') }, { status: 401, headers: privateNoStore })

/** A session as its owner sees it in the list: never its token. */
export interface SessionSummary {
  id: string
  current: boolean
  device: Device | null
  createdAt: string
  expiresAt: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * GET /api/user/sessions: the visitor's live sessions, this one first, newest next (their
 * device in words, when they started; no token ever leaves the server).
 */
export const GET = endpoint({}, async ({ request, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const { auth, visitor } = signedIn
  const sessions = await auth.api.listSessions({ headers: request.headers })
  const summaries: SessionSummary[] = sessions
    .map((session) => ({ id: session.id, current: session.id === visitor.session.id, device: describeDevice(session.userAgent), createdAt: iso(session.createdAt), expiresAt: iso(session.expiresAt) }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt))
  return jsonWithCookies({ sessions: summaries }, 200, null)
})

/** POST /api/user/sessions/revoke-others: 'sign out everywhere else'; this session stays. */
export const revokeOthers = endpoint({ budget: 'accountChange' }, async ({ request, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  await signedIn.auth.api.revokeOtherSessions({ headers: request.headers })
  return Response.json({ message: t('account.sessions.othersSignedOut') }, { status: 200, headers: privateNoStore })
})

/**
 * GET /api/user/data: everything the product keeps about the visitor, as a JSON file to keep
 * (the account, its sign-in methods without secrets, its sessions, its newsletter record, the
 * files it downloaded).
 */
export const downloadData = endpoint({ budget: 'accountChange' }, async ({ request, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const { auth, visitor } = signedIn
  // The downloads slice sits above the accounts' door (it uses the session): loaded when asked.
  const { downloadHistoryExport } = await import('@/features/downloads')
  const [sessions, accounts, newsletter, downloads] = await Promise.all([
    auth.api.listSessions({ headers: request.headers }),
    auth.api.listUserAccounts({ headers: request.headers }),
    subscriptionOf(await payloadClient(), visitor.user.email),
    downloadHistoryExport(visitor.user.id),
  ])
  const data = {
    exportedAt: new Date().toISOString(),
    account: visitor.user,
    signInMethods: accounts.map((method) => ({ provider: method.providerId, createdAt: iso(method.createdAt) })),
    sessions: sessions.map((session) => ({ createdAt: iso(session.createdAt), expiresAt: iso(session.expiresAt), ipAddress: session.ipAddress ?? null, userAgent: session.userAgent ?? null })),
    newsletter,
    downloads,
  }
  return new Response(JSON.stringify(data, null, 2), {
    status: 200,
    headers: { ...privateNoStore, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment; filename="my-account-data.json"' },
  })
})
