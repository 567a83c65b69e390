import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth'
import { APIError } from 'better-auth/api'
import { phoneNumber } from 'better-auth/plugins/phone-number'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { OIDC_SIGN_IN_PATH } from './oidc/signInEndpoint'
import { verifyPhoneCode } from './phoneCodes'
import { PASSWORDLESS_ATTEMPTS, PASSWORDLESS_CODE_LENGTH, PASSWORDLESS_SECONDS, MFA_CHALLENGE_SECONDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_SECONDS, SESSION_LIFETIME_SECONDS, SESSION_REFRESH_SECONDS, VERIFICATION_LINK_SECONDS } from '../logic/constants'

/** The path under which better-auth's own handler answers (src/app/api/user/auth/[...all]). */
export const AUTH_BASE_PATH = '/api/user/auth'
/** better-auth names its cookies `<prefix>.session_token`: the visitor's never meets the editor's `payload-token`. */
export const VISITOR_COOKIE_PREFIX = 'visitor'
export const VISITOR_SESSION_COOKIE = `${VISITOR_COOKIE_PREFIX}.session_token`
/** The short-lived cookie that carries a sign-in waiting for its second factor (better-auth's `two_factor`). */
export const VISITOR_MFA_COOKIE = `${VISITOR_COOKIE_PREFIX}.two_factor`

/**
 * TOTP (6 digits, 30 s) and ten single-use backup codes, both stored encrypted with the auth
 * secret. better-auth's own per-account count of wrong codes is off: the product's shared limiter
 * counts them (`mfaLockout`, api/mfaSignIn.ts), as it counts wrong passwords. A challenge
 * (the cookie above) lasts `MFA_CHALLENGE_SECONDS` and dies after 5 wrong codes (better-auth's).
 * `allowPasswordless`: an account without a password (made by single sign-on) can turn MFA on;
 * better-auth still checks the password of an account that has one, and the product's endpoint
 * asks the others for a recent sign-in instead (api/mfaSettings.ts, decision 026).
 */
export const visitorTwoFactor = twoFactor({ accountLockout: { enabled: false }, twoFactorCookieMaxAge: MFA_CHALLENGE_SECONDS, allowPasswordless: true })

/**
 * better-auth challenges the second factor only after e-mail-and-password sign-ins (its hook
 * matches `/sign-in/email`): a code or a link by e-mail, or a sign-in at the provider, would sign
 * an MFA account in with the mailbox (or the provider) alone. The same hook, on those paths too:
 * MFA on → no session, the challenge cookie instead.
 */
const passwordlessSignInPaths: ReadonlySet<string> = new Set(['/sign-in/email-otp', '/magic-link/verify', '/phone-number/verify', OIDC_SIGN_IN_PATH])
const twoFactorChallenge = visitorTwoFactor.hooks.after[0]
if (!twoFactorChallenge) throw new Error("better-auth's twoFactor plugin has no sign-in hook to reuse")
export const secondFactorOnEverySignIn = {
  id: 'second-factor-on-every-sign-in',
  hooks: { after: [{ matcher: (context: { path?: string }) => passwordlessSignInPaths.has(context.path ?? ''), handler: twoFactorChallenge.handler }] },
} satisfies BetterAuthPlugin

/**
 * Sign-in by a code sent by text message (docs/decisions/012, addendum): better-auth's
 * phone-number plugin keeps the verified number (`phoneNumber`, unique, and
 * `phoneNumberVerified`) and makes the session; only a number its owner proved with a code (from
 * edit-profile, signed in) signs in. The product issues the codes itself, hashed, and checks them
 * here (server/phoneCodes.ts): 10 minutes, once, 5 wrong tries void one. The plugin's own routes
 * (sign-in by phone and password, send, reset) are not open (api/authHandler.ts); its `sendOTP`
 * is never reached.
 */
export const visitorPhoneNumber = phoneNumber({
  otpLength: PASSWORDLESS_CODE_LENGTH,
  expiresIn: PASSWORDLESS_SECONDS,
  allowedAttempts: PASSWORDLESS_ATTEMPTS,
  requireVerification: true,
  verifyOTP: verifyPhoneCode,
  sendOTP: () => {
    throw new Error('codes by text message are issued by the product (api/phoneSignIn.ts), never by the plugin')
  },
})

/** The error code of a sign-in refused because the editors blocked the account (api/blocked.ts maps it to a message). */
export const VISITOR_BLOCKED_CODE = 'VISITOR_BLOCKED'

/**
 * Editors block a visitor from the admin (docs/decisions/032): better-auth's admin-plugin
 * mechanism (a `banned` column, every new session refused in the session-create hook), without
 * that plugin's endpoints, roles and impersonation: editors are Payload users, never better-auth
 * admins. Every sign-in path (password, second factor, code, link, single sign-on) ends in a new
 * session, so one hook refuses them all; the block itself ends the live sessions
 * (server/visitorDirectory.ts). `lastSignInAt` (the admin's list) is not written here: a session is
 * also made before a second factor is given (then deleted by the twoFactor hook), on a password
 * change and on turning MFA on; it is written where a sign-in completes (server/signInRecord.ts).
 */
export const visitorBlocking = {
  id: 'visitor-blocking',
  schema: {
    user: {
      fields: {
        banned: { type: 'boolean', required: false, input: false, defaultValue: false },
        banReason: { type: 'string', required: false, input: false },
        lastSignInAt: { type: 'date', required: false, input: false },
      },
    },
  },
  init(authContext) {
    return {
      options: {
        databaseHooks: {
          session: {
            create: {
              async before(session, context) {
                const adapter = context?.context.internalAdapter ?? authContext.internalAdapter
                const user = await adapter.findUserById(session.userId)
                if (user && 'banned' in user && user.banned === true) throw new APIError('FORBIDDEN', { message: 'This account is blocked', code: VISITOR_BLOCKED_CODE })
              },
            },
          },
        },
      },
    }
  },
} satisfies BetterAuthPlugin

/**
 * The visitor's own fields beside better-auth's (`name` holds the first name). The database
 * columns follow from this list; a change needs a new migration (server/migrations).
 */
export const visitorFields = {
  surname: { type: 'string', required: true, input: true },
  kind: { type: 'string', required: true, input: true },
  phone: { type: 'string', required: false, input: true },
  country: { type: 'string', required: true, input: true },
  province: { type: 'string', required: false, input: true },
  city: { type: 'string', required: true, input: true },
  profession: { type: 'string', required: false, input: true },
  company: { type: 'string', required: false, input: true },
  vatNumber: { type: 'string', required: false, input: true },
  locale: { type: 'string', required: true, input: true },
  newsletter: { type: 'boolean', required: false, input: true, defaultValue: false },
  consentedAt: { type: 'date', required: true, input: true },
} as const satisfies NonNullable<NonNullable<BetterAuthOptions['user']>['additionalFields']>

/**
 * What every better-auth instance of the product shares, the migration check included: the
 * tables (user, session, account, verification and the fields above), the password bounds
 * (no truncation: scrypt reads the whole password), e-mail verification before sign-in, and
 * better-auth's own rate limiter off: the product's shared limiter counts (docs/decisions/012).
 */
export const sharedAuthOptions = {
  basePath: AUTH_BASE_PATH,
  telemetry: { enabled: false },
  rateLimit: { enabled: false },
  // Deleting an account is confirmed with the password by the product's endpoint (api/account.ts).
  user: { additionalFields: visitorFields, deleteUser: { enabled: true }, changeEmail: { enabled: true } },
  plugins: [visitorTwoFactor, secondFactorOnEverySignIn, visitorBlocking, visitorPhoneNumber],
  session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
  emailAndPassword: {
    enabled: true,
    requireEmailVerification: true,
    autoSignIn: false,
    minPasswordLength: PASSWORD_MIN_LENGTH,
    maxPasswordLength: PASSWORD_MAX_LENGTH,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
  },
  emailVerification: { sendOnSignUp: true, sendOnSignIn: true, autoSignInAfterVerification: false, expiresIn: VERIFICATION_LINK_SECONDS },
  advanced: {
    cookiePrefix: VISITOR_COOKIE_PREFIX,
    // Secure and the __Host- name on https come from the server's cookie layer (src/lib/http/httpsCookies.ts).
    useSecureCookies: false,
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
  },
} as const satisfies BetterAuthOptions
