import { describe, expect, it } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { makeTranslator } from '@/i18n/translator'
import { plainAnswerHtml } from './plainAnswer'
import type { PublicForm } from './publicForm'
import { mailOfSubmission, summaryOf } from './submissionMail'

const form: PublicForm = {
  id: 1,
  key: 'contact',
  title: 'Scriveteci',
  intro: '',
  submitLabel: '',
  confirmationMessage: '',
  fields: [
    { name: 'name', type: 'text', label: 'Nome', help: '', placeholder: '', required: true, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
    { name: 'email', type: 'email', label: 'E-mail', help: '', placeholder: '', required: true, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
    { name: 'country', type: 'country', label: 'Paese', help: '', placeholder: '', required: false, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
    { name: 'rooms', type: 'multipleCheckbox', label: 'Stanze', help: '', placeholder: '', required: false, width: 'full', options: [{ value: 'living', label: 'Soggiorno' }, { value: 'bed', label: 'Camera' }], reach: { minDays: null, maxDays: null } },
    { name: 'note', type: 'label', label: 'Solo testo', help: '', placeholder: '', required: false, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
    { name: 'message', type: 'textarea', label: 'Messaggio', help: '', placeholder: '', required: false, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
    { name: 'privacy', type: 'privacy', label: 'Privacy', help: '', placeholder: '', required: true, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
  ],
}
const t = makeTranslator('it', readBundledMessages('it'))

describe('the recipients’ mail', () => {
  it('names every answered field in the mail language: choices by label, countries by name, yes/no; labels left out', () => {
    const mail = mailOfSubmission(form, { name: 'Giulia', email: 'g@example.com', country: 'DE', rooms: ['living', 'bed'], message: 'Riga 1\nRiga 2', privacy: true }, 'it', t)
    expect(mail).toEqual({
      subject: 'Scriveteci',
      replyTo: 'g@example.com',
      text: 'Nome: Giulia\n\nE-mail: g@example.com\n\nPaese: Germania\n\nStanze: Soggiorno, Camera\n\nMessaggio:\nRiga 1\nRiga 2\n\nPrivacy: Sì\n',
    })
    expect(summaryOf(form, { name: 'Giulia', email: 'g@example.com' })).toBe('Giulia · g@example.com')
    expect(summaryOf(form, {})).toBe('Scriveteci')
  })
})

describe('a password in the mail', () => {
  it('is never shown, only said to be set (the stored value is its hash)', () => {
    const gated: PublicForm = { ...form, fields: [...form.fields, { name: 'code', type: 'password', label: 'Password', help: '', placeholder: '', required: false, width: 'full', options: [], reach: { minDays: null, maxDays: null } }] }
    const mail = mailOfSubmission(gated, { name: 'Giulia', code: '$scrypt-hash$' }, 'it', t)
    expect(mail.text).toContain('Password: (impostata, non mostrata)')
    expect(mail.text).not.toContain('scrypt')
  })
})

describe('the page a plain form post gets', () => {
  it('escapes every text', () => {
    const html = plainAnswerHtml({ lang: 'en', title: '<T>', message: 'a & b', problems: [{ label: '"Name"', message: "<script>x</script>'" }], back: { href: '/en/x?a=1&b="2"', label: 'Back' } })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;&#39;')
    expect(html).toContain('href="/en/x?a=1&#38;b=&#34;2&#34;"')
    expect(html).toContain('<title>&#60;T&#62;</title>')
  })
})

describe('mailOfSubmission: attachments', () => {
  it('names each attached file with its size and links it (the editors’ download), never the file itself', () => {
    const application: PublicForm = {
      id: 2,
      key: 'work-with-us',
      title: 'Candidatura',
      intro: '',
      submitLabel: '',
      confirmationMessage: '',
      fields: [
        { name: 'cv', type: 'attachment', label: 'Curriculum', help: '', placeholder: '', required: true, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
        { name: 'letter', type: 'attachment', label: 'Lettera', help: '', placeholder: '', required: false, width: 'full', options: [], reach: { minDays: null, maxDays: null } },
      ],
    }
    const values = { cv: { name: 'CV Ada.pdf', size: 1_300_000, type: 'application/pdf', stored: 'a'.repeat(32) }, letter: '' }
    const mail = mailOfSubmission(application, values, 'it', (key) => (key === 'form.yes' ? 'Sì' : key), (field) => `https://shop.example/api/forms/attachment?submission=7&field=${field}`)
    expect(mail.text).toBe('Curriculum:\nCV Ada.pdf (1,2 MB)\nhttps://shop.example/api/forms/attachment?submission=7&field=cv\n\nLettera: —\n')
    expect(mail.text).not.toContain('a'.repeat(32))
  })
})
