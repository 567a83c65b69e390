import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { emailField, required } from './fields'

/** better-auth's magic-link token: 32 letters (the mail's link carries it in the fragment). */
export const MAGIC_LINK_TOKEN_PATTERN = /^[A-Za-z0-9]{32}$/

/** Asking for a sign-in link by e-mail; `next` is where the link brings the visitor back to. */
export const magicLinkStartSchema = z.preprocess(asFields, z.object({ email: emailField(), next: z.unknown().optional() }))

/** Opening the link: its token (any malformed one answers like an expired one). */
export const magicLinkSignInSchema = z.preprocess(
  asFields,
  z.object({ token: z.string(required).trim().min(1, required).max(128), next: z.unknown().optional() }),
)

/**
 * The link of a sign-in mail: the login screen in the visitor's language, `next` in the query
 * (a same-origin path, checked again at sign-in) and the token in the fragment, which never
 * reaches a server, an access log or a Referer.
 */
export function magicLinkUrl(site: string, locale: string, token: string, next: string | null): string {
  const query = next ? `?next=${encodeURIComponent(next)}` : ''
  return `${site}/${locale}/user/login${query}#link=${encodeURIComponent(token)}`
}
