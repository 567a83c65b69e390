/**
 * The password policy (issue 17 'Policy', spec section 5; NIST 800-63B rev 4, ASVS 5.0 6.2):
 * length 12–128 code points (the form's zod check), any Unicode, no composition rules, no
 * truncation; then, in this order, a password is refused when it contains the visitor's own
 * words, is common (the common list or the brand), is weak (zxcvbn score under 3), was one of
 * the account's last 5, or is known to have leaked. Each refusal names its reason.
 */

/** zxcvbn's score (0–4) a password must reach. */
export const PASSWORD_MIN_SCORE = 3
/** How many earlier passwords of an account a new one may not repeat (the current one included). */
export const PASSWORD_HISTORY_DEPTH = 5
/** How long the breached-password service may take before the check is skipped (never blocking). */
export const BREACH_CHECK_TIMEOUT_MS = 2000
/** The brand's words: a password built on them is as guessable as a common one. */
export const BRAND_WORDS = ['ateliervesta', 'atelier vesta', 'atelier-vesta', 'vesta'] as const
/** Parts of the visitor's name or address shorter than this are not looked for (too many false matches). */
const USER_WORD_MIN_LENGTH = 3

export const passwordRefusals = ['userInfo', 'tooCommon', 'tooWeak', 'reused', 'leaked'] as const
export type PasswordRefusal = (typeof passwordRefusals)[number]

/** The label of each refusal (spec section 5's texts, in the catalogue). */
export const refusalLabels: Record<PasswordRefusal, string> = {
  userInfo: 'auth.error.passwordContainsUserInfo',
  tooCommon: 'auth.error.passwordTooCommon',
  tooWeak: 'auth.error.passwordTooWeak',
  reused: 'auth.error.passwordPreviouslyUsed',
  leaked: 'auth.error.passwordLeaked',
}

/** The better-auth error code a refusal travels under (server/passwordPolicy.ts) and back. */
const CODE_PREFIX = 'PASSWORD_POLICY_'
export const refusalCode = (refusal: PasswordRefusal) => `${CODE_PREFIX}${refusal.toUpperCase()}`
export function refusalOfCode(code: unknown): PasswordRefusal | null {
  if (typeof code !== 'string' || !code.startsWith(CODE_PREFIX)) return null
  return passwordRefusals.find((refusal) => refusalCode(refusal) === code) ?? null
}

/** The visitor's own words: name, surname, the e-mail address, its local part and each piece of both parts. */
export function userWords(person: { name?: string | null; surname?: string | null; email?: string | null }): string[] {
  const words = new Set<string>()
  const add = (word: string | null | undefined) => {
    const value = (word ?? '').trim().toLowerCase()
    if (Array.from(value).length >= USER_WORD_MIN_LENGTH) words.add(value)
  }
  for (const part of [person.name, person.surname]) {
    add(part)
    for (const piece of (part ?? '').split(/[\s'’-]+/u)) add(piece)
  }
  const email = (person.email ?? '').trim().toLowerCase()
  if (email) {
    add(email)
    const [local = '', domain = ''] = email.split('@')
    add(local)
    for (const piece of [...local.split(/[._+-]+/), ...domain.split('.').slice(0, -1)]) add(piece)
  }
  return [...words]
}

/**
 * The reason to refuse, judged on the estimate alone (no history, no network): the visitor's own
 * words in the password's cheapest explanation, then the common list or the brand there while the
 * score is short, then a short score.
 */
export function judgeEstimate(estimate: { score: number; dictionaries: readonly string[] }): PasswordRefusal | null {
  if (estimate.dictionaries.includes('userInputs')) return 'userInfo'
  if (estimate.score >= PASSWORD_MIN_SCORE) return null
  if (estimate.dictionaries.some((name) => name === 'brand' || name === 'passwords-common' || name === 'diceware-common')) return 'tooCommon'
  return 'tooWeak'
}

/** Whether a k-anonymity range answer (lines `SUFFIX:COUNT`, Have I Been Pwned's format) lists the hash's suffix. */
export function rangeListsSuffix(range: string, suffix: string): boolean {
  const wanted = suffix.toUpperCase()
  return range.split(/\r?\n/).some((line) => {
    const [candidate = '', count = '0'] = line.trim().split(':')
    return candidate.toUpperCase() === wanted && Number(count) > 0
  })
}
