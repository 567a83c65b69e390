import type { Translate } from '@/i18n/translator'

/** Every text of the sign-in by e-mail link or code, or a code by text message (the login screen), in the visitor's language. */
export function passwordlessLabels(t: Translate) {
  const keys = {
    toggle: 'account.passwordless.toggle',
    usePassword: 'account.passwordless.usePassword',
    intro: 'account.passwordless.intro',
    email: 'form.email',
    emailPlaceholder: 'form.emailPlaceholder',
    sendLink: 'account.passwordless.sendLink',
    sendCode: 'account.passwordless.sendCode',
    code: 'account.passwordless.code',
    codeHelp: 'account.passwordless.codeHelp',
    newCode: 'account.passwordless.newCode',
    signIn: 'auth.loginSubmit',
    signingIn: 'auth.signingIn',
    sending: 'form.sending',
    signingInWithLink: 'account.passwordless.signingInWithLink',
    genericError: 'auth.error.generic',
    channel: 'account.phone.channel',
    byEmail: 'account.phone.byEmail',
    bySms: 'account.phone.bySms',
    phone: 'account.phone.number',
    phonePrefix: 'form.phonePrefix',
    phonePlaceholder: 'form.phonePlaceholder',
    smsCodeHelp: 'account.phone.codeHelp',
  } as const
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(key)])) as Record<keyof typeof keys, string>
}

export type PasswordlessLabels = ReturnType<typeof passwordlessLabels>
