import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'

/** The path of the single sign-on's session step inside better-auth (never routed: server only). */
export const OIDC_SIGN_IN_PATH = '/oidc/sign-in'
/** The verification row that hands an accepted identity's account to the session step (`oidc-sign-in:<handle>`). */
export const oidcSignInIdentifier = (handle: string) => `oidc-sign-in:${handle}`
/** How long the handle lives: the callback uses it at once. */
export const OIDC_HANDOFF_SECONDS = 60

/**
 * The session after a sign-in at the provider, made inside better-auth so that its hooks run as
 * after a right password: the second-factor hook (authOptions.ts `secondFactorOnEverySignIn`
 * matches this path) turns the new session into the MFA challenge for an account with MFA on.
 * Server only (`SERVER_ONLY`: better-auth's router never exposes it), and even so it takes no
 * user id: only a single-use handle the callback wrote for the account it found (60 s).
 */
export const oidcSignIn = {
  id: 'oidc-sign-in',
  endpoints: {
    oidcSignIn: createAuthEndpoint(
      OIDC_SIGN_IN_PATH,
      { method: 'POST', body: z.object({ handle: z.string().regex(/^[A-Za-z0-9]{32}$/) }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const row = await ctx.context.internalAdapter.consumeVerificationValue(oidcSignInIdentifier(ctx.body.handle))
        const user = row ? await ctx.context.internalAdapter.findUserById(row.value) : null
        if (!user) throw new APIError('UNAUTHORIZED', { message: 'no pending single sign-on' })
        const session = await ctx.context.internalAdapter.createSession(user.id)
        await setSessionCookie(ctx, { session, user })
        const fields: Record<string, unknown> = { ...user }
        return ctx.json({ token: session.token, user: { id: user.id, kind: fields.kind, twoFactorEnabled: fields.twoFactorEnabled } })
      },
    ),
  },
} satisfies BetterAuthPlugin
