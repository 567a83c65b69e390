import type { Locale } from '@/i18n/locales'

/**
 * Ends the session on the server, then shows the sign-in page (a full load: every piece of
 * personal state goes). A session that came from the provider ends there too: the answer names
 * its logout page, which sends the visitor back to the sign-in page.
 */
export async function signOut(locale: Locale): Promise<void> {
  const providerLogout: unknown = await fetch(`/api/_auth/session?lang=${locale}`, { method: 'DELETE', credentials: 'same-origin' })
    .then(async (response) => ((await response.json()) as { providerLogout?: unknown }).providerLogout)
    .catch(() => undefined)
  window.location.assign(typeof providerLogout === 'string' ? providerLogout : `/${locale}/user/login`)
}
