import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { asFields, checkInput, fieldMessages, problemLabels } from './inputIssues'

const kinds = ['appointment', 'information'] as const
/** A schema that names none of its messages: every problem gets a generic label. */
const plain = z.preprocess(
  asFields,
  z.object({
    name: z.string().trim().min(1).max(5),
    nickname: z.string().min(3).optional(),
    email: z.email(),
    kind: z.enum(kinds),
    visit: z.iso.date().optional(),
    guests: z.number().int().max(4).optional(),
  }),
)

describe('checkInput', () => {
  it('passes the typed value through', () => {
    expect(checkInput(plain, { name: ' Anna ', email: 'anna@example.com', kind: 'information' })).toEqual({
      ok: true,
      value: { name: 'Anna', email: 'anna@example.com', kind: 'information' },
    })
  })

  it('gives problems no schema named a generic label: required, too long, too short, e-mail, date, not an option', () => {
    const missing = checkInput(plain, {})
    expect(!missing.ok && problemLabels(missing.problems)).toEqual({ name: 'form.fieldRequired', email: 'form.fieldRequired', kind: 'form.fieldRequired' })
    const wrong = checkInput(plain, { name: 'Annabella', nickname: 'A', email: 'anna@', kind: 'visit', visit: '2026-02-30', guests: 9 })
    expect(!wrong.ok && problemLabels(wrong.problems)).toEqual({
      name: 'form.tooLong',
      nickname: 'form.tooShort',
      email: 'form.invalidEmail',
      kind: 'validation.notAnOption',
      visit: 'form.invalidDate',
      guests: 'validation.invalidValue',
    })
    const blank = checkInput(plain, { name: '   ', email: 'a@b.co', kind: 'information' })
    expect(!blank.ok && problemLabels(blank.problems)).toEqual({ name: 'form.fieldRequired' })
  })

  it('keeps the label a schema names, and the numbers a size label quotes', () => {
    const named = z.object({ consent: z.literal(true, { error: 'form.consentRequired' }), note: z.string().max(3, { error: 'form.tooLong' }) })
    const result = checkInput(named, { consent: false, note: 'abcd' })
    expect(result).toEqual({
      ok: false,
      problems: { consent: { label: 'form.consentRequired', values: {} }, note: { label: 'form.tooLong', values: { max: 3 } } },
    })
  })

  it('reports the first problem of each field, and garbage field by field without throwing', () => {
    const strict = z.object({ email: z.string().min(1).regex(/@/) })
    const empty = checkInput(strict, { email: '' })
    expect(!empty.ok && problemLabels(empty.problems)).toEqual({ email: 'form.fieldRequired' })
    for (const junk of [null, undefined, 42, 'text', [], { email: { $ne: '' } }]) expect(checkInput(plain, junk).ok).toBe(false)
    const whole = checkInput(z.object({ a: z.string() }), 'text')
    expect(!whole.ok && problemLabels(whole.problems)).toEqual({ body: 'validation.invalidValue' })
  })
})

describe('fieldMessages', () => {
  it('translates each label with its own numbers and the values the endpoint gives', () => {
    const t = (key: string, values: Record<string, string | number | Date> = {}) => `${key} ${JSON.stringify(values)}`
    const problems = { note: { label: 'form.tooLong', values: { max: 3 } }, date: { label: 'form.invalidDate', values: {} } }
    expect(fieldMessages(problems, t, { max: 99, from: 'today' })).toEqual({
      note: 'form.tooLong {"max":3,"from":"today"}',
      date: 'form.invalidDate {"max":99,"from":"today"}',
    })
  })
})
