import type { Translate } from '@/i18n/translator'

/** Every text of the MFA screens (sign-in's code step and the profile's MFA section), in the visitor's language. */
export function mfaLabels(t: Translate) {
  const keys = {
    title: 'account.mfa.title',
    intro: 'account.mfa.intro',
    statusOn: 'account.mfa.statusOn',
    statusOff: 'account.mfa.statusOff',
    setUp: 'account.mfa.setUp',
    passwordToStart: 'account.mfa.passwordToStart',
    introNoPassword: 'account.mfa.introNoPassword',
    confirmWithProvider: 'account.delete.confirmWithProvider',
    password: 'form.password',
    continue: 'account.mfa.continue',
    cancel: 'account.mfa.cancel',
    scan: 'account.mfa.scan',
    qrLabel: 'account.mfa.qrLabel',
    secret: 'account.mfa.secret',
    backupTitle: 'account.mfa.backupTitle',
    backupIntro: 'account.mfa.backupIntro',
    turnOn: 'account.mfa.turnOn',
    turnedOn: 'account.mfa.turnedOn',
    turnOff: 'account.mfa.turnOff',
    turnOffIntro: 'account.mfa.turnOffIntro',
    turnedOff: 'account.mfa.turnedOff',
    codeOrBackup: 'account.mfa.codeOrBackup',
    backupHint: 'account.mfa.backupHint',
    code: 'auth.mfaCode',
    prompt: 'auth.mfaPrompt',
    verify: 'auth.verify',
    requiredByAdmin: 'auth.error.mfaRequiredByAdmin',
    mandatory: 'auth.error.mfaMandatory',
    sending: 'form.sending',
    loading: 'common.loading',
    genericError: 'auth.error.generic',
  } as const
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(key)])) as Record<keyof typeof keys, string>
}

export type MfaLabels = ReturnType<typeof mfaLabels>
