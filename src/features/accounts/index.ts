/**
 * The visitor accounts' door for server code and scripts: the migrations of the visitor tables
 * and the pure rules pages share. Kept free of UI and of `server-only` so that `npm start`'s
 * preparation (a plain Node process) can load it. Client components: `./client`. Route
 * handlers: `./api/*`, re-exported by `src/app/api`.
 */
import { HttpRefusal } from '@/lib/http/refusal'
import type { VisitorProfile } from './server/session'

export type { VisitorProfile }
export { migrateVisitorTables } from './server/applyMigrations'
export { loginPathFor, mfaSetUpPath, profilePath, safeNextPath } from './logic/nextPath'
export { guardedPathLocale, guardedUserScreens, guardRedirect } from './logic/guard'
export { accountScreens, guardedScreens, isAccountScreen, type AccountScreen } from './logic/screens'
export { isRegistrationOpen } from './logic/registration'
export { accountLabels, type AccountLabels } from './ui/labels'
export { mfaLabels, type MfaLabels } from './ui/mfaLabels'
export { passwordlessLabels, type PasswordlessLabels } from './ui/passwordlessLabels'
export { countryOptions, phoneCountryOf, phonePrefixOptions, provinceOptions, type Option } from './ui/options'
export { jsonWithCookies, privateNoStore } from './api/headers'
export { oidcSettingsFrom, ssoFailureLabels, ssoFailureOf, type SsoFailure } from './logic/oidcSettings'

/**
 * The configured OpenID provider's name for the login button, or null when single sign-on is
 * off: from the environment, the same for every visitor (the login page stays one cached HTML).
 */
export async function singleSignOnName(): Promise<string | null> {
  const { oidcSettings } = await import('./server/oidc/provider')
  return oidcSettings()?.displayName ?? null
}

/**
 * Whether an error is the session door's refusal of a visitor the site's policy holds at the
 * forced MFA set-up (403 `mfa_setup_required`): `endpoint()` answers it; a page sends the
 * visitor to `mfaSetUpPath` instead.
 */
export const isMfaSetUpRequired = (error: unknown): boolean => error instanceof HttpRefusal && error.code === 'mfa_setup_required'

/**
 * For other slices' endpoints (the wishlist): the signed-in visitor's id (null without a live
 * session) and the cookies better-auth refreshed, to pass on in the answer. Loaded on first call,
 * so that this door stays loadable by plain Node scripts (better-auth's modules are server-only).
 * A visitor the site's policy holds at the forced MFA set-up is refused here, for every caller:
 * it throws, and `endpoint()` answers 403 `mfa_setup_required` (server/mfaHold.ts).
 */
export async function sessionVisitor(request: Request): Promise<{ userId: string | null; cookies: Headers | null }> {
  const { currentSession } = await import('./server/session')
  const { headers, userId } = await currentSession(request)
  return { userId, cookies: headers }
}

/**
 * For the trade area: the signed-in visitor's id and profile (kind, name, e-mail, profession,
 * company, VAT number, country), or nulls without a live session; `cookies` as `sessionVisitor`;
 * held at the forced MFA set-up, it throws as `sessionVisitor` does.
 */
export async function sessionVisitorProfile(request: Request): Promise<{ userId: string | null; cookies: Headers | null; profile: VisitorProfile | null }> {
  const { currentSession } = await import('./server/session')
  const { headers, userId, profile } = await currentSession(request)
  return { userId, cookies: headers, profile }
}

/** The visitor tables' connection the process already holds (server only, loaded on first call). */
export async function visitorDatabase() {
  const { visitorDatabase: opened } = await import('./server/auth')
  return opened()
}
export type { AccountsDatabase } from './server/database'
export { asDate, forSqlite, int, reader, text, type Query, type QueryResult } from './server/visitorQuery'
