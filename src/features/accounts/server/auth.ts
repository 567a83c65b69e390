import 'server-only'
import { betterAuth } from 'better-auth'
import { emailOTP } from 'better-auth/plugins/email-otp'
import { magicLink } from 'better-auth/plugins/magic-link'
import { isLocale } from '@/i18n/locales'
import { authSecret, env, siteUrl } from '@/env'
import { sharedAuthOptions } from './authOptions'
import { openAccountsDatabase, type AccountsDatabase } from './database'
import { PASSWORDLESS_ATTEMPTS, PASSWORDLESS_CODE_LENGTH, PASSWORDLESS_SECONDS } from '../logic/constants'
import { safeNextPath } from '../logic/nextPath'
import { magicLinkUrl } from '../logic/passwordless'
import { clearLockout } from './lockout'
import { oidcSignIn } from './oidc/signInEndpoint'
import { passwordHistoryHooks, passwordPolicy } from './passwordPolicy'
import { sendAlreadyRegisteredMail, sendEmailChangeMail, sendPasswordResetMail, sendSignInCodeMail, sendSignInLinkMail, sendVerificationMail } from './mail'

/** Whether a verification token is better-auth's second step of a change of address (its payload's `requestType`). */
export function isEmailChangeToken(token: string): boolean {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload === 'object' && payload !== null && 'requestType' in payload && payload.requestType === 'change-email-verification'
  } catch {
    return false
  }
}

function createVisitorAuth(database: AccountsDatabase) {
  return betterAuth({
    ...sharedAuthOptions,
    secret: authSecret(),
    baseURL: siteUrl(),
    trustedOrigins: [siteUrl()],
    database: database.kind === 'postgres' ? database.pool : { dialect: database.dialect, type: 'sqlite' },
    emailAndPassword: {
      ...sharedAuthOptions.emailAndPassword,
      onExistingUserSignUp: ({ user }) => sendAlreadyRegisteredMail(user),
      // Sent after the answer: a known address must not answer later than an unknown one.
      sendResetPassword: async ({ user, url, token }) => {
        void sendPasswordResetMail(user, url, token).catch((error: unknown) => console.warn('[accounts] recovery mail not sent', error instanceof Error ? error.message : error))
      },
      // The owner proved the mailbox: the lockout ends with the reset ('until a reset').
      onPasswordReset: ({ user }) => clearLockout(user.email),
    },
    // Every new password passes the policy; every hash written goes into the history (docs/decisions/025).
    databaseHooks: passwordHistoryHooks(database),
    emailVerification: {
      ...sharedAuthOptions.emailVerification,
      // A change of address (edit-profile) gets its own text; its token says so (better-auth's own JWT).
      sendVerificationEmail: ({ user, url, token }) => (isEmailChangeToken(token) ? sendEmailChangeMail(user, url) : sendVerificationMail(user, url)),
    },
    plugins: [
      ...sharedAuthOptions.plugins,
      passwordPolicy(database),
      // The session after a sign-in at the OpenID provider (server only; api/singleSignOn.ts).
      oidcSignIn,
      // Sign-in by a code sent by e-mail: stored hashed, 10 minutes, once, 5 wrong tries void it;
      // an unknown address gets no mail and the same answer (no sign-up on this path).
      emailOTP({
        otpLength: PASSWORDLESS_CODE_LENGTH,
        expiresIn: PASSWORDLESS_SECONDS,
        allowedAttempts: PASSWORDLESS_ATTEMPTS,
        storeOTP: 'hashed',
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }, context) => {
          if (type !== 'sign-in') return
          const found = await context?.context.internalAdapter.findUserByEmail(email)
          if (found) await sendSignInCodeMail(found.user, otp)
        },
      }),
      // Sign-in by a link sent by e-mail: the token stored hashed (SHA-256), 10 minutes, consumed
      // at the first use; an unknown address gets no mail and the same answer (no sign-up here).
      // The mail links to the login screen with the token in the fragment (logic/passwordless.ts).
      magicLink({
        expiresIn: PASSWORDLESS_SECONDS,
        storeToken: 'hashed',
        disableSignUp: true,
        sendMagicLink: async ({ email, token, metadata }, context) => {
          const found = await context?.context.internalAdapter.findUserByEmail(email)
          if (!found) return
          const asked = isLocale(metadata?.locale) ? metadata.locale : null
          const next = typeof metadata?.next === 'string' && metadata.next !== '' ? metadata.next : null
          await sendSignInLinkMail(found.user, asked, (locale) => magicLinkUrl(siteUrl(), locale, token, next === null ? null : safeNextPath(next, locale)))
        },
      }),
    ],
  })
}

export type VisitorAuth = ReturnType<typeof createVisitorAuth>

const slot = Symbol.for('atelier-vesta.visitorAuth')
type Slots = { [slot]?: Promise<{ auth: VisitorAuth; database: AccountsDatabase }> | undefined }

/**
 * The process's better-auth instance on the visitor tables (server/database.ts), opened on first
 * use. Kept on `globalThis`: Next.js bundles each route apart and they must share one pool.
 */
export async function visitorAuth(): Promise<VisitorAuth> {
  return (await opened()).auth
}

/** The connection to the visitor tables the process's better-auth instance uses (for the tables beside its own: the wishlist's). */
export async function visitorDatabase(): Promise<AccountsDatabase> {
  return (await opened()).database
}

async function opened() {
  const slots = globalThis as Slots
  slots[slot] ??= openAccountsDatabase(env().DATABASE_URL).then((database) => ({ auth: createVisitorAuth(database), database }))
  try {
    return await slots[slot]
  } catch (error) {
    slots[slot] = undefined
    throw error
  }
}

/** Closes the instance's connections (tests). */
export async function closeVisitorAuth(): Promise<void> {
  const slots = globalThis as Slots
  const opened = slots[slot]
  slots[slot] = undefined
  if (opened) await (await opened).database.close()
}
