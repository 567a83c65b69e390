import 'server-only'
import QRCode from 'qrcode'
import { payloadClient } from '@/data/payload'
import { mfaPolicies, type MfaPolicy } from '../logic/mfa'
import { visitorAuth } from './auth'
import { VISITOR_MFA_COOKIE } from './authOptions'

const isPolicy = (value: unknown): value is MfaPolicy => (mfaPolicies as readonly unknown[]).includes(value)

/** The site's 'administrator requires MFA' setting, read fresh (an editor's change counts at the next sign-in). */
export async function mfaPolicy(): Promise<{ policy: MfaPolicy; siteName: string }> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return { policy: isPolicy(settings.visitorMfa) ? settings.visitorMfa : 'off', siteName: settings.siteName }
}

/** The value of one cookie of a Cookie header, decoded; null when absent. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * The account a sign-in waiting for its second factor belongs to: better-auth's challenge
 * cookie (`<identifier>.<signature>`) names a verification row whose value is the user id.
 * Used only to count wrong codes per account; better-auth checks the signature itself. Null
 * when there is no live challenge (no cookie, an unknown or expired one).
 */
export async function challengedUserId(request: Request): Promise<string | null> {
  const signed = cookieValue(request.headers.get('cookie'), VISITOR_MFA_COOKIE)
  const identifier = signed?.slice(0, signed.lastIndexOf('.'))
  if (!identifier?.startsWith('2fa-')) return null
  const context = await (await visitorAuth()).$context
  const row = await context.internalAdapter.findVerificationValue(identifier)
  return row && row.expiresAt > new Date() ? row.value : null
}

/** The authenticator app's QR code as an SVG drawn on the server (no request leaves the site). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#1d1b18', light: '#ffffff' } })
}

/**
 * Marks an authenticator code as used by this account, in the shared store: false when it was
 * used already (within the 90 s it stays valid), so a code seen over a shoulder or replayed from
 * a log is worth nothing. Taken before the check, so two parallel uses cannot both pass.
 */
export async function firstUseOfCode(limiter: { consume: (budget: 'mfaCodeReplay', key: string) => Promise<{ allowed: boolean }> }, userId: string, code: string): Promise<boolean> {
  return (await limiter.consume('mfaCodeReplay', `visitor-mfa-code:${userId}:${code}`)).allowed
}
