import { describe, expect, it } from 'vitest'
import { validateStoreRequest } from './storeRequest'

const today = '2026-11-23'
const appointment = {
  kind: 'appointment',
  storeId: 3,
  name: ' Giulia Rossi ',
  email: 'giulia@example.com',
  phonePrefix: '+39',
  phone: '02 - 12 - 345',
  preferredDate: '2026-12-01',
  message: '',
  consent: true,
}

describe('validateStoreRequest', () => {
  it('accepts a complete appointment request, trimmed', () => {
    expect(validateStoreRequest(appointment, today)).toEqual({
      ok: true,
      value: { kind: 'appointment', storeId: 3, name: 'Giulia Rossi', email: 'giulia@example.com', phonePrefix: '+39', phone: '02 - 12 - 345', preferredDate: '2026-12-01', message: '' },
    })
  })
  it('refuses a missing consent with its own message', () => {
    expect(validateStoreRequest({ ...appointment, consent: false }, today)).toEqual({ ok: false, errors: { consent: 'form.consentRequired' } })
    expect(validateStoreRequest({ ...appointment, consent: 'yes' }, today)).toEqual({ ok: false, errors: { consent: 'form.consentRequired' } })
  })
  it('needs a date today or later for an appointment, a message for information', () => {
    expect(validateStoreRequest({ ...appointment, preferredDate: '' }, today)).toEqual({ ok: false, errors: { preferredDate: 'form.fieldRequired' } })
    expect(validateStoreRequest({ ...appointment, preferredDate: '2026-11-22' }, today)).toEqual({ ok: false, errors: { preferredDate: 'form.dateTooEarly' } })
    expect(validateStoreRequest({ ...appointment, preferredDate: '2026-02-30' }, today)).toEqual({ ok: false, errors: { preferredDate: 'form.invalidDate' } })
    expect(validateStoreRequest({ ...appointment, kind: 'information', preferredDate: '' }, today)).toEqual({ ok: false, errors: { message: 'form.fieldRequired' } })
    const information = validateStoreRequest({ ...appointment, kind: 'information', preferredDate: '', message: 'Do you stock the Arno sofa?' }, today)
    expect(information.ok && information.value.preferredDate).toBe(null)
  })
  it('checks e-mail, phone and prefix', () => {
    expect(validateStoreRequest({ ...appointment, email: 'giulia@' }, today)).toEqual({ ok: false, errors: { email: 'form.invalidEmail' } })
    expect(validateStoreRequest({ ...appointment, phone: 'call me' }, today)).toEqual({ ok: false, errors: { phone: 'form.invalidPhone' } })
    expect(validateStoreRequest({ ...appointment, phonePrefix: '39' }, today)).toEqual({ ok: false, errors: { phonePrefix: 'form.invalidPhone' } })
    const noPhone = validateStoreRequest({ ...appointment, phone: '', phonePrefix: '' }, today)
    expect(noPhone.ok && noPhone.value.phone).toBe('')
  })
  it('reports every problem of garbage input without throwing', () => {
    expect(validateStoreRequest(null, today)).toEqual({
      ok: false,
      errors: { kind: 'form.fieldRequired', storeId: 'form.fieldRequired', name: 'form.fieldRequired', email: 'form.fieldRequired', consent: 'form.consentRequired' },
    })
    expect(validateStoreRequest({ ...appointment, name: 'x'.repeat(500), storeId: 'abc' }, today)).toEqual({ ok: false, errors: { name: 'form.tooLong', storeId: 'form.fieldRequired' } })
  })
})
