import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { emailField, required } from './fields'
import { isCountryCode, normalizePhone } from './phone'

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

/** A phone number as the forms send it: the prefix's country (ISO code) and the number as typed. */
const phoneFields = {
  phoneCountry: z.string().trim().max(2).default(''),
  phone: z.string(required).trim().min(1, required).max(40, { error: 'form.invalidPhone' }),
}

/** The number in E.164, or the field's message: a valid number of the prefix's country, or one with its own prefix. */
function withNumber<Form extends { phoneCountry: string; phone: string }>(form: Form, ctx: z.RefinementCtx): Form & { phoneNumber: string } {
  const phoneNumber = normalizePhone(form.phone, isCountryCode(form.phoneCountry) ? form.phoneCountry : 'IT')
  if (phoneNumber) return { ...form, phoneNumber }
  ctx.addIssue({ code: 'custom', path: ['phone'], message: 'form.invalidPhone' })
  return z.NEVER
}

/** Asking for a code by text message (sign-in, or proving a number on edit-profile). */
export const phoneStartSchema = z.preprocess(asFields, z.object(phoneFields).transform(withNumber))

/** Giving the code back: the number it was sent to, the code, and (sign-in) where to go next. */
export const phoneCodeSchema = z.preprocess(
  asFields,
  z.object({ ...phoneFields, code: z.string(required).trim().min(1, required).max(32), next: z.unknown().optional() }).transform(withNumber),
)
