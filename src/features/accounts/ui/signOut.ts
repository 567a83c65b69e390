import type { Locale } from '@/i18n/locales'

/** Ends the session on the server, then shows the sign-in page (a full load: every piece of personal state goes). */
export async function signOut(locale: Locale): Promise<void> {
  await fetch('/api/_auth/session', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined)
  window.location.assign(`/${locale}/user/login`)
}
