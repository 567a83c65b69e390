import 'server-only'
import { payloadClient } from '@/data/payload'
import { getMessages } from '@/data/messages'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { siteUrl } from '@/env'

/** The visitor's language as stored on the account, or the site's default. */
export const localeOf = (user: { locale?: unknown }): Locale => (isLocale(user.locale) ? user.locale : defaultLocale)

async function sendInLanguage(to: string, locale: Locale, subjectKey: string, bodyKey: string, values: Record<string, string>): Promise<void> {
  const t = makeTranslator(locale, await getMessages(locale))
  const payload = await payloadClient()
  await payload.sendEmail({ to, subject: t(subjectKey, values), text: t(bodyKey, values) })
}

/** The link that confirms a new account's address (better-auth's, single use by its expiry and the verified flag). */
export async function sendVerificationMail(user: { email: string; name: string; locale?: unknown }, link: string): Promise<void> {
  await sendInLanguage(user.email, localeOf(user), 'account.mail.verifySubject', 'account.mail.verifyBody', { name: user.name, link })
}

/**
 * The link that confirms a new address for an existing account (better-auth's change-e-mail
 * token: 24 h; the address changes when it is opened).
 */
export async function sendEmailChangeMail(user: { email: string; name: string; locale?: unknown }, link: string): Promise<void> {
  await sendInLanguage(user.email, localeOf(user), 'account.mail.changeEmailSubject', 'account.mail.changeEmailBody', { name: user.name, link })
}

/** The current address is told that a change to `newEmail` was asked for, with the way to recover the account. */
export async function sendEmailChangeNotice(user: { email: string; name: string; locale?: unknown }, newEmail: string): Promise<void> {
  const locale = localeOf(user)
  await sendInLanguage(user.email, locale, 'account.mail.emailChangeNoticeSubject', 'account.mail.emailChangeNoticeBody', {
    name: user.name,
    newEmail,
    recoveryLink: `${siteUrl()}/${locale}/user/recovery-psw`,
  })
}

/**
 * Someone registered an address that already has an account: its owner is told, with the ways
 * to sign in and to recover the password; the visitor who asked saw what a new address sees.
 */
export async function sendAlreadyRegisteredMail(user: { email: string; name: string; locale?: unknown }): Promise<void> {
  const locale = localeOf(user)
  const site = siteUrl()
  await sendInLanguage(user.email, locale, 'account.mail.alreadyRegisteredSubject', 'account.mail.alreadyRegisteredBody', {
    name: user.name,
    loginLink: `${site}/${locale}/user/login`,
    recoveryLink: `${site}/${locale}/user/recovery-psw`,
  })
}

/** The six-digit code of a sign-in by e-mail (10 minutes, once). */
export async function sendSignInCodeMail(user: { email: string; name: string; locale?: unknown }, code: string): Promise<void> {
  await sendInLanguage(user.email, localeOf(user), 'account.mail.signInCodeSubject', 'account.mail.signInCodeBody', { name: user.name, code, minutes: '10' })
}

/** The language of a screen path such as `/en/user/recovery-psw`, if it names one. */
const localeOfPath = (path: string | null): Locale | null => {
  const segment = path?.split('/')[1]
  return isLocale(segment) ? segment : null
}

/**
 * The recovery link (better-auth's token: single use, RESET_LINK_SECONDS). It opens the recovery
 * screen in the language the visitor asked in, the token in the fragment: a fragment never
 * reaches a server, so no access log, proxy or Referer carries it. `resetUrl` is better-auth's own
 * link, whose `callbackURL` is the screen the product asked for.
 */
export async function sendPasswordResetMail(user: { email: string; name: string; locale?: unknown }, resetUrl: string, token: string): Promise<void> {
  const screen = new URL(resetUrl).searchParams.get('callbackURL')
  const locale = localeOfPath(screen) ?? localeOf(user)
  const link = `${siteUrl()}/${locale}/user/recovery-psw#token=${encodeURIComponent(token)}`
  await sendInLanguage(user.email, locale, 'account.mail.resetSubject', 'account.mail.resetBody', { name: user.name, link })
}

/** The sign-in link (better-auth's magic link: stored hashed, 10 minutes, once), in the language it was asked in. */
export async function sendSignInLinkMail(user: { email: string; name: string; locale?: unknown }, asked: Locale | null, link: (locale: Locale) => string): Promise<void> {
  const locale = asked ?? localeOf(user)
  await sendInLanguage(user.email, locale, 'account.mail.signInLinkSubject', 'account.mail.signInLinkBody', { name: user.name, link: link(locale), minutes: '10' })
}
