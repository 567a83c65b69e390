import { describe, expect, it } from 'vitest'
import { checkInput, problemLabels } from '@/domain/http/inputIssues'
import { accountDeletionSchema, passwordChangeSchema, passwordResetSchema, profileEditSchema, recoverySchema } from './selfService'

const problems = <T>(schema: Parameters<typeof checkInput<T>>[0], input: unknown) => {
  const result = checkInput(schema, input)
  return result.ok ? {} : problemLabels(result.problems)
}
const token = 'AbCdEfGhIjKlMnOpQrStUvWx'

describe('the self-service forms', () => {
  it('recovery: an address, lower-cased', () => {
    expect(checkInput(recoverySchema, { email: ' Giulia@Example.IT ' })).toEqual({ ok: true, value: { email: 'giulia@example.it' } })
    expect(problems(recoverySchema, { email: 'giulia' })).toEqual({ email: 'form.invalidEmail' })
  })

  it('reset: a token of the link, a long enough password typed twice alike', () => {
    expect(checkInput(passwordResetSchema, { token, password: 'a quiet walk at dawn', passwordRepeat: 'a quiet walk at dawn' }).ok).toBe(true)
    expect(problems(passwordResetSchema, { token: '../etc', password: 'short', passwordRepeat: 'other' })).toEqual({
      token: 'account.resetLinkInvalid',
      password: 'form.tooShort',
      passwordRepeat: 'form.passwordsDoNotMatch',
    })
  })

  it('reset: nothing cut from a long passphrase, up to 128 characters as the visitor counts them', () => {
    const long = '🌊'.repeat(128)
    expect(checkInput(passwordResetSchema, { token, password: long, passwordRepeat: long })).toMatchObject({ ok: true, value: { password: long } })
    const tooLong = 'x'.repeat(129)
    expect(problems(passwordResetSchema, { token, password: tooLong, passwordRepeat: tooLong })).toEqual({ password: 'form.tooLong' })
  })

  it('password change: the current password is required', () => {
    expect(problems(passwordChangeSchema, { password: 'a quiet walk at dawn', passwordRepeat: 'a quiet walk at dawn' })).toEqual({ currentPassword: 'form.fieldRequired' })
  })

  it('deletion: confirmed with the password when the form has one; an account without a password sends none (the endpoint decides)', () => {
    expect(problems(accountDeletionSchema, { password: '' })).toEqual({ password: 'form.fieldRequired' })
    expect(checkInput(accountDeletionSchema, {})).toEqual({ ok: true, value: {} })
  })

  it('profile edit: the phone in E.164, an Italian province from the list, newsletter only when ticked', () => {
    const result = checkInput(profileEditSchema, { name: ' Giulia ', surname: 'Rossi', phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano' })
    expect(result).toEqual({ ok: true, value: { name: 'Giulia', surname: 'Rossi', phone: '+390212345678', country: 'IT', province: 'MI', city: 'Milano', newsletter: false } })
    expect(problems(profileEditSchema, { name: '', surname: 'Rossi', phone: '12', country: 'IT', province: 'Atlantis', city: 'Milano', newsletter: true })).toEqual({
      name: 'form.fieldRequired',
      phone: 'form.invalidPhone',
      province: 'validation.notAnOption',
    })
    expect(checkInput(profileEditSchema, { name: 'Hans', surname: 'Maier', country: 'DE', province: '', city: 'München', newsletter: true })).toMatchObject({ ok: true, value: { phone: null, province: null, newsletter: true } })
  })
})
