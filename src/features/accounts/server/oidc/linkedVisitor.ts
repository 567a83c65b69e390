import 'server-only'
import { createHash } from 'node:crypto'
import { generateRandomString } from 'better-auth/crypto'
import type { Locale } from '@/i18n/locales'
import { visitorAuth } from '../auth'
import type { VerifiedIdentity } from './idToken'
import { OIDC_HANDOFF_SECONDS, oidcSignInIdentifier } from './signInEndpoint'

/**
 * better-auth's `account.providerId` of a provider: `oidc:` and the SHA-256 of its issuer, so a
 * second provider (or a new issuer URL) never finds the first one's accounts. `accountId` is `sub`.
 */
export const oidcProviderId = (issuer: string) => `oidc:${createHash('sha256').update(issuer).digest('base64url')}`

export type LinkedVisitor = { ok: true; userId: string; created: boolean } | { ok: false; failure: 'account_exists' | 'email_missing' }

/**
 * The visitor account of an identity, keyed on (issuer, subject): the linked account when there
 * is one (whatever e-mail the provider gives today). Else a new private visitor with the
 * provider's e-mail (verified only when the provider says `email_verified: true`) and names,
 * linked; no provider tokens are kept. An e-mail that a local account already has is refused
 * (`account_exists`): never merged silently — the owner signs in with a password or a code.
 */
export async function linkedVisitor(identity: VerifiedIdentity, locale: Locale): Promise<LinkedVisitor> {
  const context = await (await visitorAuth()).$context
  const key = { providerId: oidcProviderId(identity.issuer), accountId: identity.subject }
  const owner = await context.internalAdapter.findAccountOwnerByKey(key)
  if (owner?.kind === 'owned') return { ok: true, userId: owner.user.id, created: false }
  if (owner?.kind === 'orphaned') await context.internalAdapter.deleteAccount(owner.account.id)
  if (identity.email === null) return { ok: false, failure: 'email_missing' }
  if (await context.internalAdapter.findUserByEmail(identity.email)) return { ok: false, failure: 'account_exists' }
  // The visitor's own fields (authOptions.ts `visitorFields`) beside better-auth's; user and link in one transaction.
  const visitor = {
    email: identity.email,
    emailVerified: identity.emailVerified,
    name: identity.givenName ?? identity.email.split('@')[0] ?? '',
    surname: identity.familyName ?? '',
    kind: 'private',
    country: '',
    city: '',
    locale,
    newsletter: false,
    // The login button says that continuing accepts the privacy notice and the terms.
    consentedAt: new Date(),
  }
  const { user } = await context.internalAdapter.createOAuthUser(visitor, { ...key })
  return { ok: true, userId: user.id, created: true }
}

/** The account a proven identity signs in, without making one: its id, or null when (issuer, subject) signs nobody in. */
export async function ownerOfIdentity(identity: VerifiedIdentity): Promise<string | null> {
  const context = await (await visitorAuth()).$context
  const owner = await context.internalAdapter.findAccountOwnerByKey({ providerId: oidcProviderId(identity.issuer), accountId: identity.subject })
  return owner?.kind === 'owned' ? owner.user.id : null
}

/**
 * Links a proven identity to a signed-in visitor's account (edit-profile's 'link'): a new
 * (issuer, subject) row for them; nothing to do when it is theirs already; `in_use` when the
 * subject signs another account in (never moved silently).
 */
export async function linkIdentity(identity: VerifiedIdentity, userId: string): Promise<'linked' | 'in_use'> {
  const context = await (await visitorAuth()).$context
  const key = { providerId: oidcProviderId(identity.issuer), accountId: identity.subject }
  const owner = await context.internalAdapter.findAccountOwnerByKey(key)
  if (owner?.kind === 'owned') return owner.user.id === userId ? 'linked' : 'in_use'
  if (owner?.kind === 'orphaned') await context.internalAdapter.deleteAccount(owner.account.id)
  await context.internalAdapter.createAccount({ userId, ...key })
  return 'linked'
}

/** The account rows of a visitor (their `providerId`s and row ids): a password, provider links. */
export async function accountRows(userId: string): Promise<{ id: string; providerId: string }[]> {
  const context = await (await visitorAuth()).$context
  return (await context.internalAdapter.findAccounts(userId)).map((row) => ({ id: row.id, providerId: row.providerId }))
}

/** Removes one account row (a provider link) of a visitor. */
export async function removeAccountRow(id: string): Promise<void> {
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.deleteAccount(id)
}

/** A single-use handle for the session step (signInEndpoint.ts) naming the account found; 60 s. */
export async function handOff(userId: string): Promise<string> {
  const handle = generateRandomString(32, 'a-z', 'A-Z', '0-9')
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.createVerificationValue({ identifier: oidcSignInIdentifier(handle), value: userId, expiresAt: new Date(Date.now() + OIDC_HANDOFF_SECONDS * 1000) })
  return handle
}
