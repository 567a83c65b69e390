/** The account pages under /{lang}/user/ that this slice draws (spec section 2). */
export const accountScreens = ['signin', 'thankyou', 'login', 'recovery-psw', 'profile', 'edit-profile'] as const
export type AccountScreen = (typeof accountScreens)[number]
/** Pages only a signed-in visitor sees; anyone else goes to sign-in and comes back after. */
export const guardedScreens: readonly AccountScreen[] = ['profile', 'edit-profile']

export function isAccountScreen(value: string): value is AccountScreen {
  return (accountScreens as readonly string[]).includes(value)
}
