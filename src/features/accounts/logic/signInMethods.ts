import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { currentPasswordField } from './fields'

/** better-auth's `providerId` of a password (its e-mail-and-password account row). */
export const PASSWORD_PROVIDER_ID = 'credential'
/** The prefix of a provider link's `providerId` (server/oidc/linkedVisitor.ts `oidcProviderId`). */
export const PROVIDER_LINK_PREFIX = 'oidc:'

/** The ways an account signs in, as edit-profile shows them: a password, and the site's provider (null when single sign-on is off). */
export interface SignInMethods {
  password: boolean
  provider: { name: string; linked: boolean } | null
}

/**
 * The account's sign-in methods from its better-auth account rows (`providerId` of each):
 * whether it has a password and how many provider links.
 */
export function methodsOf(providerIds: readonly string[]): { password: boolean; links: number } {
  return { password: providerIds.includes(PASSWORD_PROVIDER_ID), links: providerIds.filter((id) => id.startsWith(PROVIDER_LINK_PREFIX)).length }
}

/**
 * Whether a provider link may go: an account always keeps one way to sign in of its own (a
 * password, or another link). The e-mail code is not counted: it proves only the mailbox, which
 * is what a lost password is recovered with anyway.
 */
export function canUnlink(methods: { password: boolean; links: number }): boolean {
  return methods.links > 0 && (methods.password || methods.links > 1)
}

/** Linking the provider is confirmed with the password (a stolen session cannot add its own way in). */
export const providerLinkSchema = z.preprocess(asFields, z.object({ password: currentPasswordField() }))

/** What a sign-in again at the provider confirms, for an account without a password: its deletion, or a change of MFA. */
export const providerConfirmationPurposes = ['delete', 'mfa'] as const
export type ProviderConfirmationPurpose = (typeof providerConfirmationPurposes)[number]
/** `POST /api/user/sso/confirm`: what the confirmation is for (the deletion when not said). */
export const providerConfirmSchema = z.preprocess(asFields, z.object({ for: z.enum(providerConfirmationPurposes).optional().default('delete') }))
/** Where edit-profile opens again after the sign-in at the provider: the section the confirmation was for. */
export const confirmedPath = (locale: string, purpose: ProviderConfirmationPurpose) =>
  purpose === 'mfa' ? `/${locale}/user/edit-profile?confirmed=mfa#mfa` : `/${locale}/user/edit-profile?confirmed=1#delete`
