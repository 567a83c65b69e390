import 'server-only'
import { createHash } from 'node:crypto'
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { env } from '@/env'
import { BREACH_CHECK_TIMEOUT_MS, judgeEstimate, rangeListsSuffix, refusalCode, userWords, type PasswordRefusal } from '../logic/passwordPolicy'
import { estimatePassword } from './passwordStrength'
import type { AccountsDatabase } from './database'
import { recentPasswordHashes, recordPasswordHash } from './passwordHistory'

/**
 * Whether the breached-password service (PASSWORD_BREACH_URL, k-anonymity: only the first five
 * hex characters of the SHA-1 leave the server) lists the password. Unset, unreachable, slower
 * than BREACH_CHECK_TIMEOUT_MS or answering an error: false — the check never blocks a password.
 */
export async function isBreached(password: string, serviceUrl: string | undefined = env().PASSWORD_BREACH_URL): Promise<boolean> {
  if (!serviceUrl) return false
  const digest = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase()
  const url = `${serviceUrl.replace(/\/+$/, '')}/range/${digest.slice(0, 5)}`
  // One deadline for the whole check; a connection the service closed while idle is tried once more within it.
  const signal = AbortSignal.timeout(BREACH_CHECK_TIMEOUT_MS)
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await fetch(url, { headers: { 'Add-Padding': 'true' }, signal, cache: 'no-store' })
      if (!answer.ok) {
        console.warn(`[accounts] breached-password service answered ${answer.status}: check skipped`)
        return false
      }
      return rangeListsSuffix(await answer.text(), digest.slice(5))
    } catch (error) {
      if (attempt < 2 && !signal.aborted) continue
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
      console.warn(`[accounts] breached-password service unreachable: check skipped: ${error instanceof Error ? error.message : String(error)}${cause}`)
      return false
    }
  }
}

/** The person a new password belongs to, and the account's id once it exists. */
interface Owner {
  userId: string | null
  name?: string | null
  surname?: string | null
  email?: string | null
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const fieldOf = (record: unknown, key: string): unknown => (typeof record === 'object' && record !== null && key in record ? (record as Record<string, unknown>)[key] : undefined)

/**
 * The policy's verdict on a new password for `owner`: its own words, common, weak (all from the
 * estimate), one of its last passwords (`previousHashes`, checked with the library's own verify),
 * leaked (the service). Null when it passes.
 */
export async function judgePassword(
  password: string,
  owner: Owner,
  previousHashes: readonly string[],
  verify: (hash: string, password: string) => Promise<boolean>,
): Promise<PasswordRefusal | null> {
  const refused = judgeEstimate(await estimatePassword(password, userWords(owner)))
  if (refused) return refused
  for (const hash of previousHashes) if (await verify(hash, password)) return 'reused'
  if (await isBreached(password)) return 'leaked'
  return null
}

/** The better-auth paths that set a password, and where each keeps it in the body. */
const passwordPaths = new Set(['/sign-up/email', '/change-password', '/reset-password', '/set-password'])

/**
 * The single point every new password passes (better-auth has no password-policy hook): a
 * `hooks.before` on each path that sets one. A refusal is a 400 answer whose code names the reason
 * (`PASSWORD_POLICY_TOOWEAK`...), which the product's endpoints turn into the visitor's message.
 * On a change of password the current one is checked first: a wrong one goes on to better-auth's
 * own refusal, so the history can never tell a guesser that a guess was an earlier password.
 */
export function passwordPolicy(database: AccountsDatabase) {
  return {
    id: 'password-policy',
    hooks: {
      before: [
        {
          matcher: (context: { path?: string }) => passwordPaths.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body
            const password = text(fieldOf(body, ctx.path === '/sign-up/email' ? 'password' : 'newPassword'))
            if (password === null) return
            const internal = ctx.context.internalAdapter
            const verify = (hash: string, candidate: string) => ctx.context.password.verify({ hash, password: candidate })
            let owner: Owner
            if (ctx.path === '/sign-up/email') {
              owner = { userId: null, name: text(fieldOf(body, 'name')), surname: text(fieldOf(body, 'surname')), email: text(fieldOf(body, 'email')) }
            } else if (ctx.path === '/reset-password') {
              const token = text(fieldOf(body, 'token')) ?? text(fieldOf(ctx.query, 'token'))
              const verification = token ? await internal.findVerificationValue(`reset-password:${token}`) : null
              if (!verification || verification.expiresAt < new Date()) return // better-auth refuses the token
              const user = await internal.findUserById(verification.value)
              if (!user) return
              owner = { userId: user.id, name: user.name, surname: text(fieldOf(user, 'surname')), email: user.email }
            } else {
              const session = await getSessionFromCtx(ctx)
              if (!session) return // better-auth answers 401
              owner = { userId: session.user.id, name: session.user.name, surname: text(fieldOf(session.user, 'surname')), email: session.user.email }
            }
            const previous = owner.userId ? await recentPasswordHashes(database, owner.userId) : []
            if (owner.userId) {
              const current = (await internal.findCredentialAccount(owner.userId))?.password
              if (ctx.path === '/change-password') {
                const typed = text(fieldOf(body, 'currentPassword'))
                if (!current || typed === null || !(await verify(current, typed))) return // better-auth refuses the current password
              }
              if (current && !previous.includes(current)) previous.unshift(current)
            }
            const refusal = await judgePassword(password, owner, previous, verify)
            // An answer from a before hook ends the call there, as better-auth's own 400s do (a throw here would escape `asResponse`).
            if (refusal) return Response.json({ code: refusalCode(refusal), message: `password refused: ${refusal}` }, { status: 400 })
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}

/** better-auth's account hooks: every password hash it writes goes into the history. */
export function passwordHistoryHooks(database: AccountsDatabase): NonNullable<BetterAuthOptions['databaseHooks']> {
  const record = async (account: { userId: string; providerId: string; password?: string | null }) => {
    if (account.providerId === 'credential' && account.password) await recordPasswordHash(database, account.userId, account.password)
  }
  return {
    account: {
      create: { after: record },
      update: { after: record },
    },
  }
}
