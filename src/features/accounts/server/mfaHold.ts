import 'server-only'
import { HttpRefusal } from '@/lib/http/refusal'
import { heldForMfaSetUp, type SessionPurpose } from '../logic/mfa'
import { mfaPolicy } from './mfa'

/** 403 `mfa_setup_required`, 'Administrator requires multi-factor authentication (MFA)' in the visitor's language. */
export class MfaSetUpRequired extends HttpRefusal {
  constructor() {
    super(403, 'mfa_setup_required', 'auth.error.mfaRequiredByAdmin')
    this.name = 'MfaSetUpRequired'
  }
}

/**
 * The forced MFA set-up, checked by the session doors (`currentSession`, `signedInVisitor`) for
 * every signed-in request: whether the site's policy asks MFA of this visitor and they have none
 * (the setting is read, fresh, only for a visitor without MFA). For a 'personal' request in that
 * state it throws `MfaSetUpRequired`, which `endpoint()` answers and the trade pages turn into a
 * redirect to the set-up.
 */
export async function mfaSetUpHold(user: { kind?: unknown; twoFactorEnabled?: unknown }, purpose: SessionPurpose): Promise<{ mfaSetUpRequired: boolean }> {
  if (user.twoFactorEnabled === true) return { mfaSetUpRequired: false }
  const { policy } = await mfaPolicy()
  const standing = { kind: typeof user.kind === 'string' ? user.kind : '', twoFactorEnabled: false }
  if (heldForMfaSetUp(policy, standing, purpose)) throw new MfaSetUpRequired()
  return { mfaSetUpRequired: heldForMfaSetUp(policy, standing, 'personal') }
}
