import 'server-only'
import { visitorAuth } from './auth'

/**
 * Records that a visitor's sign-in completed: the admin's 'last sign-in'. Called where a sign-in
 * ends in a session the visitor keeps — after a right first factor when no second factor is
 * asked (api/mfaSignIn.ts `firstFactorOutcome`: password, e-mail code, link, single sign-on), and
 * after a right second factor — never when a first factor only opens the MFA challenge.
 */
export async function recordSignIn(userId: string): Promise<void> {
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.updateUser(userId, { lastSignInAt: new Date() })
}
