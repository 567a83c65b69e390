// Apart from the provider's settings (oidcSettings.ts, with their zod schema): the sign-in form's
// button takes it in the browser.

/** The login button's link: starts a sign-in at the provider, back to `next` afterwards. */
export const ssoStartPath = (locale: string, next: string) => `/api/user/sso/start?lang=${locale}${next === '' ? '' : `&next=${encodeURIComponent(next)}`}`
