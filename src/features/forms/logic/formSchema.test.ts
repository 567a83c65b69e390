import { describe, expect, it } from 'vitest'
import { checkInput, problemLabels } from '@/domain/http/inputIssues'
import type { FormFieldType } from '@/domain/forms/fieldTypes'
import { browserCheckDay, serverCheckDay, type CheckDay } from '@/domain/dates/calendarDate'
import { formSchema } from './formSchema'
import type { PublicField } from './publicForm'

const field = (name: string, type: FormFieldType, required = false, options: string[] = []): PublicField => ({
  name,
  type,
  label: name,
  help: '',
  placeholder: '',
  required,
  width: 'full',
  options: options.map((value) => ({ value, label: value.toUpperCase() })),
  reach: { minDays: null, maxDays: null },
})

const contact = [
  field('name', 'text', true),
  field('email', 'email', true),
  field('phone', 'phone'),
  field('country', 'country'),
  field('subject', 'select', true, ['info', 'order']),
  field('message', 'textarea', true),
  field('intro', 'label'),
  field('privacy', 'privacy'),
]
const good = { name: ' Giulia Rossi ', email: 'giulia@example.com', phone: '02 1234 5678', phonePrefix: '+39', country: 'IT', subject: 'info', message: 'Hello,\nthe Arno sofa?', privacy: true }
const today: CheckDay = { today: '2026-11-27', leewayDays: 0 }
const check = (fields: PublicField[], input: unknown, day: CheckDay = today) => {
  const result = checkInput(formSchema(fields, day), input)
  return result.ok ? { ok: true as const, value: result.value } : { ok: false as const, errors: problemLabels(result.problems) }
}

describe('formSchema: the contact form', () => {
  it('accepts a complete message, trimmed, the phone as one international number, a label posting nothing', () => {
    expect(check(contact, { ...good, extra: 'dropped' })).toEqual({
      ok: true,
      value: { name: 'Giulia Rossi', email: 'giulia@example.com', phone: '+39 02 1234 5678', country: 'IT', subject: 'info', message: 'Hello,\nthe Arno sofa?', privacy: true },
    })
  })
  it('accepts what a plain form posts: checkbox "on", the phone as two fields', () => {
    const result = check(contact, { ...good, privacy: 'on' })
    expect(result.ok && result.value.privacy).toBe(true)
  })
  it('reports every missing required field and the missing consent', () => {
    expect(check(contact, {})).toEqual({
      ok: false,
      errors: { name: 'form.fieldRequired', email: 'form.fieldRequired', subject: 'form.fieldRequired', message: 'form.fieldRequired', privacy: 'form.consentRequired' },
    })
    expect(check(contact, null)).toMatchObject({ ok: false })
    expect(check(contact, { ...good, privacy: false })).toEqual({ ok: false, errors: { privacy: 'form.consentRequired' } })
    expect(check(contact, { ...good, privacy: 'yes please' })).toEqual({ ok: false, errors: { privacy: 'form.consentRequired' } })
  })
})

describe('formSchema: bad input per field type', () => {
  it('refuses an e-mail carrying a header (CRLF), several addresses, or no domain', () => {
    for (const email of ['giulia@example.com\r\nBcc: all@example.org', 'a@example.com, b@example.com', 'giulia@', 'giulia@example', '<giulia@example.com>', 'x'.repeat(250) + '@example.com']) {
      expect(check(contact, { ...good, email })).toEqual({ ok: false, errors: { email: 'form.invalidEmail' } })
    }
  })
  it('refuses over-long text with its limit, markup, control characters and line breaks in one-line text', () => {
    const long = check(contact, { ...good, name: 'x'.repeat(201), message: 'y'.repeat(3001) })
    expect(long).toEqual({ ok: false, errors: { name: 'form.tooLong', message: 'form.tooLong' } })
    expect(check(contact, { ...good, message: 'Hi <script>alert(1)</script>' })).toEqual({ ok: false, errors: { message: 'form.noMarkup' } })
    expect(check(contact, { ...good, name: '<img src=x onerror=alert(1)>' })).toEqual({ ok: false, errors: { name: 'form.noMarkup' } })
    expect(check(contact, { ...good, name: 'Giulia\r\nBcc: x@example.org' })).toEqual({ ok: false, errors: { name: 'validation.invalidValue' } })
    expect(check(contact, { ...good, message: 'nul \u0000 byte' })).toEqual({ ok: false, errors: { message: 'validation.invalidValue' } })
    // A comparison is not markup.
    expect(check(contact, { ...good, message: 'Width < 2 m, please' }).ok).toBe(true)
  })
  it('checks the phone with its country code (libphonenumber)', () => {
    expect(check(contact, { ...good, phone: '12' })).toEqual({ ok: false, errors: { phone: 'form.invalidPhone' } })
    expect(check(contact, { ...good, phonePrefix: '39' })).toEqual({ ok: false, errors: { phone: 'form.invalidPhone' } })
    expect(check(contact, { ...good, phone: 'call me' })).toEqual({ ok: false, errors: { phone: 'form.invalidPhone' } })
    expect(check(contact, { ...good, phone: { prefix: '+49', number: '030 1234567' } }).ok).toBe(true)
    const none = check(contact, { ...good, phone: '', phonePrefix: '+39' })
    expect(none.ok && none.value.phone).toBe('')
  })
  it('accepts only the offered choices and real countries', () => {
    expect(check(contact, { ...good, subject: 'hack' })).toEqual({ ok: false, errors: { subject: 'validation.notAnOption' } })
    expect(check(contact, { ...good, country: 'XX' })).toEqual({ ok: false, errors: { country: 'validation.notAnOption' } })
    expect(check(contact, { ...good, country: '' }).ok).toBe(true)
  })
  it('multiple checkbox, radio, switch, checkbox, date and link', () => {
    const fields = [
      field('rooms', 'multipleCheckbox', true, ['living', 'bedroom']),
      field('contact', 'radio', false, ['mail', 'phone']),
      field('news', 'switch'),
      field('adult', 'checkbox', true),
      field('from', 'date', true),
      field('portfolio', 'link'),
    ]
    const ok = { rooms: ['living', 'living', 'bedroom'], contact: 'mail', news: 'on', adult: true, from: '2027-02-28', portfolio: 'https://example.com/me' }
    expect(check(fields, ok)).toEqual({ ok: true, value: { rooms: ['living', 'bedroom'], contact: 'mail', news: true, adult: true, from: '2027-02-28', portfolio: 'https://example.com/me' } })
    expect(check(fields, { ...ok, rooms: 'living', news: undefined })).toMatchObject({ ok: true, value: { rooms: ['living'], news: false } })
    expect(check(fields, { ...ok, rooms: [], adult: false, from: '2027-02-30', portfolio: 'javascript:alert(1)', contact: 'fax' })).toEqual({
      ok: false,
      errors: { rooms: 'form.fieldRequired', adult: 'form.consentRequired', from: 'form.invalidDate', portfolio: 'form.invalidLink', contact: 'validation.notAnOption' },
    })
    expect(check(fields, { ...ok, rooms: ['attic'] })).toEqual({ ok: false, errors: { rooms: 'validation.notAnOption' } })
  })
  it('a date within the reach its editor set, counted from the day it is filled in', () => {
    const available = [{ ...field('available', 'date', true), reach: { minDays: 0, maxDays: 365 } }]
    expect(check(available, { available: '2026-11-27' })).toEqual({ ok: true, value: { available: '2026-11-27' } })
    expect(check(available, { available: '2027-11-27' }).ok).toBe(true)
    expect(check(available, { available: '2026-11-26' })).toEqual({ ok: false, errors: { available: 'form.dateTooEarly' } })
    expect(check(available, { available: '2027-11-28' })).toEqual({ ok: false, errors: { available: 'form.dateTooLate' } })
    expect(check(available, { available: '27/11/2026' })).toEqual({ ok: false, errors: { available: 'form.invalidDate' } })
    // The server counts from the UTC day with a day's leeway: a visitor already in tomorrow (or still in yesterday) is never refused.
    const lateEvening = serverCheckDay(new Date('2026-11-27T23:30:00Z'))
    expect(lateEvening).toEqual({ today: '2026-11-27', leewayDays: 1 })
    expect(check(available, { available: '2026-11-26' }, lateEvening).ok).toBe(true)
    expect(check(available, { available: '2026-11-25' }, lateEvening)).toEqual({ ok: false, errors: { available: 'form.dateTooEarly' } })
    expect(browserCheckDay(new Date(2026, 10, 27, 12)).leewayDays).toBe(0)
  })
})

describe('formSchema: attachments', () => {
  const application = [field('name', 'text', true), field('cv', 'attachment', true), field('letter', 'attachment')]
  const file = (name: string, size: number) => ({ name, size, type: 'application/pdf' })
  const megabytes = (count: number) => count * 1024 * 1024

  it('accepts a chosen CV and no cover letter; a missing required file is reported', () => {
    expect(check(application, { name: 'Ada', cv: file('cv.pdf', 1200) })).toEqual({ ok: true, value: { name: 'Ada', cv: file('cv.pdf', 1200), letter: '' } })
    expect(check(application, { name: 'Ada' })).toEqual({ ok: false, errors: { cv: 'form.fieldRequired' } })
  })

  it('refuses an empty file, one over 10 MB, a name that is a path or not one of the accepted kinds', () => {
    expect(check(application, { name: 'Ada', cv: file('cv.pdf', 0) })).toEqual({ ok: false, errors: { cv: 'form.attachmentEmpty' } })
    expect(check(application, { name: 'Ada', cv: file('cv.pdf', megabytes(10) + 1) })).toEqual({ ok: false, errors: { cv: 'form.fileTooLarge' } })
    expect(check(application, { name: 'Ada', cv: file('../../x.js', 10) })).toEqual({ ok: false, errors: { cv: 'form.fileTypeNotAllowed' } })
    expect(check(application, { name: 'Ada', cv: file('drawing.svg', 10) })).toEqual({ ok: false, errors: { cv: 'form.fileTypeNotAllowed' } })
    expect(check(application, { name: 'Ada', cv: file('cv\r\nBcc: x.pdf', 10) })).toEqual({ ok: false, errors: { cv: 'form.fileTypeNotAllowed' } })
  })

  it('refuses files that together pass 20 MB, on the file that crosses the line', () => {
    expect(check(application, { name: 'Ada', cv: file('cv.pdf', megabytes(10)), letter: file('letter.docx', megabytes(10)) }).ok).toBe(true)
    const withPortfolio = [...application, field('portfolio', 'attachment')]
    expect(check(withPortfolio, { name: 'Ada', cv: file('cv.pdf', megabytes(10)), letter: file('letter.docx', megabytes(10)), portfolio: file('p.png', 1) })).toEqual({
      ok: false,
      errors: { portfolio: 'form.attachmentsTooLarge' },
    })
  })
})

describe('formSchema: province and region follow the chosen country', () => {
  const address = [field('country', 'country'), field('province', 'province'), field('region', 'region')]

  it('takes an Italian province and region only from their lists', () => {
    expect(check(address, { country: 'IT', province: 'Milano (MI)', region: 'Lombardia' })).toEqual({ ok: true, value: { country: 'IT', province: 'Milano (MI)', region: 'Lombardia' } })
    expect(check(address, { country: 'IT', province: 'Milan', region: 'Lombardy' })).toEqual({ ok: false, errors: { province: 'validation.notAnOption', region: 'validation.notAnOption' } })
  })

  it('takes a region from the list of a country whose regions are known, free text where they are not', () => {
    expect(check(address, { country: 'DE', region: 'Bayern', province: 'Oberbayern' }).ok).toBe(true)
    expect(check(address, { country: 'DE', region: 'Bavaria' })).toEqual({ ok: false, errors: { region: 'validation.notAnOption' } })
    expect(check(address, { country: 'BR', province: 'Zona Sul', region: 'São Paulo' }).ok).toBe(true)
  })

  it('is free text when no country is chosen or the form has none', () => {
    expect(check(address, { province: 'Anywhere', region: 'Somewhere' }).ok).toBe(true)
    expect(check([field('region', 'region', true)], { region: 'Lombardy' }).ok).toBe(true)
    expect(check([field('region', 'region', true)], { region: '' })).toEqual({ ok: false, errors: { region: 'form.fieldRequired' } })
  })
})

describe('formSchema: address and password', () => {
  const delivery = [field('country', 'country'), field('address', 'address', true), field('code', 'password')]

  it('keeps an address as one line from its three inputs, the postal code in the chosen country’s shape', () => {
    expect(check(delivery, { country: 'IT', address: ' Via Roma 1 ', addressPostalCode: '20121', addressCity: 'Milano' })).toEqual({ ok: true, value: { country: 'IT', address: 'Via Roma 1, 20121 Milano', code: '' } })
    expect(check(delivery, { country: 'IT', address: 'Via Roma 1', addressPostalCode: '2012', addressCity: 'Milano' })).toEqual({ ok: false, errors: { address: 'form.invalidPostalCode' } })
    expect(check(delivery, { country: 'GB', address: '10 Downing Street', addressPostalCode: 'SW1A 2AA', addressCity: 'London' }).ok).toBe(true)
  })

  it('asks for every part of an address, refuses markup and line breaks in it, and requires it when required', () => {
    expect(check(delivery, { country: 'IT', address: 'Via Roma 1', addressCity: 'Milano' })).toEqual({ ok: false, errors: { address: 'form.addressIncomplete' } })
    expect(check(delivery, { address: '<b>Via</b>', addressPostalCode: '20121', addressCity: 'Milano' })).toEqual({ ok: false, errors: { address: 'validation.invalidValue' } })
    expect(check(delivery, { address: 'Via Roma 1\r\nBcc: x@example.com', addressPostalCode: '20121', addressCity: 'Milano' })).toEqual({ ok: false, errors: { address: 'validation.invalidValue' } })
    expect(check(delivery, {})).toEqual({ ok: false, errors: { address: 'form.fieldRequired' } })
    expect(check([field('address', 'address')], {}).ok).toBe(true)
  })

  it('takes a password as typed (spaces kept, any script), 12 to 128 characters', () => {
    const base = { country: 'IT', address: 'Via Roma 1', addressPostalCode: '20121', addressCity: 'Milano' }
    expect(check(delivery, { ...base, code: '  пароль 密码 long  ' })).toMatchObject({ ok: true, value: { code: '  пароль 密码 long  ' } })
    expect(check(delivery, { ...base, code: 'short' })).toEqual({ ok: false, errors: { code: 'form.passwordLength' } })
    expect(check(delivery, { ...base, code: 'x'.repeat(129) })).toEqual({ ok: false, errors: { code: 'form.passwordLength' } })
    expect(check([field('code', 'password', true)], {})).toEqual({ ok: false, errors: { code: 'form.fieldRequired' } })
  })
})
