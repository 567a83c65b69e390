import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { EMAIL_MAX_LENGTH } from './constants'
import { checked, checkPlace, currentPasswordField, emailField, newPasswordField, optionalText, prefixCountryOf, required, text } from './fields'
import { isCountryCode, normalizePhone } from './phone'
import { professions, type Profession } from '@/domain/professions'
import { visitorKinds, type VisitorKind } from './visitorKinds'

export { professions, type Profession } from '@/domain/professions'

/** A checked registration, ready for the account store. */
export interface Registration {
  kind: VisitorKind
  name: string
  surname: string
  email: string
  /** E.164, or null when none was given. */
  phone: string | null
  country: string
  province: string | null
  city: string
  profession: Profession | null
  company: string | null
  vatNumber: string | null
  password: string
  newsletter: boolean
}

/**
 * The registration form (spec section 4): messages are label keys (src/domain/http/inputIssues.ts),
 * each reported beside its field. The password is taken as typed (any Unicode, spaces kept,
 * never cut): 12 to 128 characters, counted as the visitor sees them (code points).
 */
export const registrationSchema: z.ZodType<Registration> = z.preprocess(
  asFields,
  z
    .object({
      kind: z.enum(visitorKinds, { error: 'validation.notAnOption' }),
      name: text(),
      surname: text(),
      email: emailField(),
      phoneCountry: optionalText(2),
      phone: optionalText(40),
      country: z.string(required).refine(isCountryCode, { error: 'validation.notAnOption' }),
      province: optionalText(),
      city: text(),
      profession: optionalText(),
      company: optionalText(),
      vatNumber: optionalText(20),
      password: newPasswordField(),
      passwordRepeat: z.string(required),
      privacy: z.unknown().refine(checked, { error: 'form.consentRequired' }),
      terms: z.unknown().refine(checked, { error: 'form.consentRequired' }),
      newsletter: z.unknown().optional().transform(checked),
    })
    .superRefine((form, ctx) => {
      if (form.password !== form.passwordRepeat) ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: 'form.passwordsDoNotMatch' })
      checkPlace(form, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }))
      if (form.kind === 'professional') {
        if (!(professions as readonly string[]).includes(form.profession)) ctx.addIssue({ code: 'custom', path: ['profession'], message: form.profession === '' ? 'form.fieldRequired' : 'validation.notAnOption' })
        if (form.company === '') ctx.addIssue({ code: 'custom', path: ['company'], message: 'form.fieldRequired' })
      }
    })
    .transform((form): Registration => {
      const professional = form.kind === 'professional'
      return {
        kind: form.kind,
        name: form.name,
        surname: form.surname,
        email: form.email,
        phone: form.phone === '' ? null : normalizePhone(form.phone, prefixCountryOf(form)),
        country: form.country,
        province: form.province === '' ? null : form.province,
        city: form.city,
        profession: professional ? (professions.find((option) => option === form.profession) ?? null) : null,
        company: professional ? form.company : null,
        vatNumber: professional && form.vatNumber !== '' ? form.vatNumber : null,
        password: form.password,
        newsletter: form.newsletter,
      }
    }),
)

/** The sign-in form: any non-empty e-mail and password (a wrong one answers like an unknown one). */
export const signInSchema = z.preprocess(
  asFields,
  z.object({
    email: z.string(required).trim().toLowerCase().min(1, required).max(EMAIL_MAX_LENGTH, { error: 'form.invalidEmail' }),
    password: currentPasswordField(),
    next: z.unknown().optional(),
    /** 'Remember me': a 30-day session instead of one day. */
    rememberMe: z.unknown().optional().transform(checked),
  }),
)
export type SignIn = z.infer<typeof signInSchema>

/** Asking for a sign-in code by e-mail. */
export const passwordlessStartSchema = z.preprocess(
  asFields,
  z.object({ email: emailField() }),
)
/** Signing in with the code from the mail. */
export const passwordlessSignInSchema = z.preprocess(
  asFields,
  z.object({
    email: z.string(required).trim().toLowerCase().min(1, required).max(EMAIL_MAX_LENGTH, { error: 'form.invalidEmail' }),
    code: z.string(required).trim().min(1, required).max(32),
    next: z.unknown().optional(),
  }),
)

/** The site setting that opens or closes self-registration (SiteSettings `visitorRegistration`). */
export const registrationSettings = ['open', 'closed'] as const
/** Whether visitors may register themselves: open unless an editor closed it (the default is open). */
export function isRegistrationOpen(setting: unknown): boolean {
  return setting !== 'closed'
}
