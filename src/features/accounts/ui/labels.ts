import type { Translate } from '@/i18n/translator'
import { PASSWORD_MIN_LENGTH } from '../logic/constants'

/** Every text the account screens show, in the visitor's language, handed to them as props. */
export function accountLabels(t: Translate) {
  const keys = {
    requiredNote: 'form.requiredFieldsNote',
    kind: 'auth.accountType',
    private: 'auth.accountPrivate',
    professional: 'auth.accountProfessional',
    name: 'form.name',
    surname: 'form.surname',
    email: 'form.email',
    emailPlaceholder: 'form.emailPlaceholder',
    phone: 'form.phone',
    phonePrefix: 'form.phonePrefix',
    phonePlaceholder: 'form.phonePlaceholder',
    country: 'form.country',
    countryPlaceholder: 'form.countryPlaceholder',
    province: 'form.province',
    provincePlaceholder: 'account.provincePlaceholder',
    city: 'form.city',
    profession: 'form.profession',
    professionPlaceholder: 'form.professionPlaceholder',
    architect: 'form.professionArchitect',
    interiorDesigner: 'form.professionInteriorDesigner',
    retailer: 'form.professionRetailer',
    other: 'form.professionOther',
    company: 'form.company',
    vatNumber: 'account.vatNumber',
    password: 'form.password',
    passwordRepeat: 'form.passwordRepeat',
    newsletter: 'form.newsletterConsent',
    register: 'auth.registerSubmit',
    sending: 'form.sending',
    signIn: 'auth.loginSubmit',
    signingIn: 'auth.signingIn',
    forgotPassword: 'auth.forgotPassword',
    noAccount: 'auth.noAccount',
    createAccount: 'auth.createAccount',
    haveAccount: 'auth.haveAccount',
    verified: 'account.verified',
    verifyFailed: 'account.verifyFailed',
    genericError: 'auth.error.generic',
    formError: 'form.error',
    loading: 'common.loading',
    signOut: 'nav.signOut',
    personalData: 'profile.personalData',
    signInRequired: 'auth.signInRequired',
  } as const
  const labels = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(key)])) as Record<keyof typeof keys, string>
  return { ...labels, passwordHint: t('account.passwordHint', { min: PASSWORD_MIN_LENGTH }) }
}

export type AccountLabels = ReturnType<typeof accountLabels>
