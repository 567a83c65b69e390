import { describe, expect, it } from 'vitest'
import { checkInput, problemLabels } from '@/domain/http/inputIssues'
import { isRegistrationOpen, registrationSchema } from './registration'

const valid = {
  kind: 'private',
  name: 'Giulia',
  surname: 'Rossi',
  email: ' Giulia.Rossi@Example.COM ',
  phoneCountry: 'IT',
  phone: '02 1234 5678',
  country: 'IT',
  province: 'MI',
  city: 'Milano',
  password: 'correct horse battery',
  passwordRepeat: 'correct horse battery',
  privacy: true,
  terms: true,
}
const problems = (input: Record<string, unknown>) => {
  const result = checkInput(registrationSchema, input)
  return result.ok ? {} : problemLabels(result.problems)
}

describe('registrationSchema', () => {
  it('accepts a private visitor: e-mail lower-cased, phone in E.164, no newsletter unless asked', () => {
    const result = checkInput(registrationSchema, valid)
    expect(result).toMatchObject({ ok: true, value: { email: 'giulia.rossi@example.com', phone: '+390212345678', province: 'MI', profession: null, company: null, newsletter: false } })
  })

  it('reports each missing field beside it, consents included', () => {
    expect(problems({})).toMatchObject({
      kind: 'validation.notAnOption',
      name: 'form.fieldRequired',
      email: 'form.fieldRequired',
      city: 'form.fieldRequired',
      password: 'form.fieldRequired',
      privacy: 'form.consentRequired',
      terms: 'form.consentRequired',
    })
  })

  it('refuses an 11-character password and accepts a 128-character passphrase of any script, whole', () => {
    expect(problems({ ...valid, password: 'a'.repeat(11), passwordRepeat: 'a'.repeat(11) }).password).toBe('form.tooShort')
    const long = 'пароль 密码 '.repeat(16).slice(0, 128)
    const result = checkInput(registrationSchema, { ...valid, password: long, passwordRepeat: long })
    expect(result.ok && result.value.password).toBe(long)
    expect(problems({ ...valid, password: 'x'.repeat(129), passwordRepeat: 'x'.repeat(129) }).password).toBe('form.tooLong')
  })

  it('passwords beyond 72 bytes are kept whole (no bcrypt-style truncation)', () => {
    const password = `${'é'.repeat(40)}-end`
    const result = checkInput(registrationSchema, { ...valid, password, passwordRepeat: password })
    expect(result.ok && result.value.password).toBe(password)
    expect(Buffer.byteLength(password)).toBeGreaterThan(72)
  })

  it('the repeat must match; the phone must be a real number of its prefix', () => {
    expect(problems({ ...valid, passwordRepeat: 'something else entirely' }).passwordRepeat).toBe('form.passwordsDoNotMatch')
    expect(problems({ ...valid, phone: '12' }).phone).toBe('form.invalidPhone')
    expect(checkInput(registrationSchema, { ...valid, phone: '' })).toMatchObject({ ok: true, value: { phone: null } })
  })

  it('Italy needs a province from the list; elsewhere the province is free text', () => {
    expect(problems({ ...valid, province: 'Lombardia' }).province).toBe('validation.notAnOption')
    expect(problems({ ...valid, province: '' }).province).toBe('form.fieldRequired')
    expect(checkInput(registrationSchema, { ...valid, country: 'DE', phoneCountry: 'DE', phone: '030 1234567', province: 'Bayern' })).toMatchObject({ ok: true, value: { province: 'Bayern' } })
  })

  it('professionals need a profession and a company; their VAT number is kept', () => {
    expect(problems({ ...valid, kind: 'professional' })).toMatchObject({ profession: 'form.fieldRequired', company: 'form.fieldRequired' })
    const result = checkInput(registrationSchema, { ...valid, kind: 'professional', profession: 'architect', company: 'Studio Rossi', vatNumber: 'IT12345678901' })
    expect(result).toMatchObject({ ok: true, value: { profession: 'architect', company: 'Studio Rossi', vatNumber: 'IT12345678901' } })
  })
})

describe('the registration setting', () => {
  it('is open unless an editor closed it', () => {
    expect(isRegistrationOpen('open')).toBe(true)
    expect(isRegistrationOpen(undefined)).toBe(true)
    expect(isRegistrationOpen(null)).toBe(true)
    expect(isRegistrationOpen('closed')).toBe(false)
  })
})
