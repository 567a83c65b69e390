import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { checked, checkPlace, currentPasswordField, emailField, newPasswordField, optionalText, prefixCountryOf, required, text } from './fields'
import { isCountryCode, normalizePhone } from './phone'

/** A recovery link's token as better-auth makes it (24 letters and digits); anything else is no token. */
const tokenField = () => z.string(required).regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'account.resetLinkInvalid' })

/** The recovery request: the account's address. */
export const recoverySchema = z.preprocess(asFields, z.object({ email: emailField() }))

/** Two typings of one new password: they must match. */
const repeated = (form: { password: string; passwordRepeat: string }, ctx: z.RefinementCtx) => {
  if (form.password !== form.passwordRepeat) ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: 'form.passwordsDoNotMatch' })
}

/** The reset screen: the link's token and the new password, twice. */
export const passwordResetSchema = z.preprocess(
  asFields,
  z.object({ token: tokenField(), password: newPasswordField(), passwordRepeat: z.string(required) }).superRefine(repeated),
)

/** The change of password on the edit-profile screen: the current one is required. */
export const passwordChangeSchema = z.preprocess(
  asFields,
  z.object({ currentPassword: currentPasswordField(), password: newPasswordField(), passwordRepeat: z.string(required) }).superRefine(repeated),
)

/** A change of e-mail address, confirmed with the password. */
export const emailChangeSchema = z.preprocess(asFields, z.object({ email: emailField(), password: currentPasswordField() }))

/** Deleting the account is confirmed with the password. */
/** The password confirms a deletion; an account without one sends none and confirms by a fresh sign-in (FRESH_SIGN_IN_SECONDS). */
export const accountDeletionSchema = z.preprocess(asFields, z.object({ password: currentPasswordField().optional() }))

/** The profile fields a visitor may change (spec section 6); e-mail and account kind stay. */
export interface ProfileEdit {
  name: string
  surname: string
  /** E.164, or null when none was given. */
  phone: string | null
  country: string
  province: string | null
  city: string
  newsletter: boolean
}

export const profileEditSchema: z.ZodType<ProfileEdit> = z.preprocess(
  asFields,
  z
    .object({
      name: text(),
      surname: text(),
      phoneCountry: optionalText(2),
      phone: optionalText(40),
      country: z.string(required).refine(isCountryCode, { error: 'validation.notAnOption' }),
      province: optionalText(),
      city: text(),
      newsletter: z.unknown().optional().transform(checked),
    })
    .superRefine((form, ctx) => checkPlace(form, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })))
    .transform(
      (form): ProfileEdit => ({
        name: form.name,
        surname: form.surname,
        phone: form.phone === '' ? null : normalizePhone(form.phone, prefixCountryOf(form)),
        country: form.country,
        province: form.province === '' ? null : form.province,
        city: form.city,
        newsletter: form.newsletter,
      }),
    ),
)
