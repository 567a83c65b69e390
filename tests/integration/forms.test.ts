import type { AddressInfo } from 'node:net'
import { verifyPassword } from 'better-auth/crypto'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, utcDay } from '@/domain/dates/calendarDate'
import { honeypotField } from '@/domain/forms/fieldTypes'
import { rateBudgets } from '@/domain/limits'
import type * as Limits from '@/domain/limits'
import { decodeProofOfWork, encodeProofOfWork, proofOfWork, proofOfWorkHeader } from '@/domain/proofOfWork'
import { readBundledMessages } from '@/i18n/bundled'
import type { Form } from '@/payload-types'
import { newSeedContext } from '@/seed/context'
import { seedForms } from '@/seed/forms'
import { bootPayload, type Booted } from './boot'
import { proofOfWorkHeaders, solvedAnswer } from './proofOfWork'

// The route module is server-only; here it runs in the test's own process.
vi.mock('server-only', () => ({}))
// The forms' budget with a window that outlasts its 30 posts on the busiest machine: the test checks
// the count, not the clock (30 posts took over a minute beside three other suites on two cores).
vi.mock('@/domain/limits', async (importOriginal) => {
  const actual = await importOriginal<typeof Limits>()
  return { ...actual, rateBudgets: { ...actual.rateBudgets, forms: { ...actual.rateBudgets.forms, durationSeconds: 3600 } } }
})
// The CMS labels and the form reader go through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on loopback: what the app's mailer hands over is what a mail server gets. */
const received: ReceivedMail[] = []
let refuseMail = false
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      if (refuseMail) {
        callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }))
        return
      }
      received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') })
      callback()
    })
  },
})

let booted: Booted
let formId: number
let workWithUsId: number
let submit: (request: Request) => Promise<Response>
const en = readBundledMessages('en')
const ru = readBundledMessages('ru')
const countSubmissions = async () => (await booted.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  const ctx = newSeedContext(booted.payload, 0.02)
  await seedForms(ctx)
  const id = ctx.ids.forms.get('contact')
  if (id === undefined) throw new Error('the contact form was not seeded')
  formId = id
  workWithUsId = ctx.ids.forms.get('work-with-us') ?? 0
  submit = (await import('@/app/api/forms/submit/route')).POST
})
afterAll(async () => {
  await booted.close()
  delete process.env.SMTP_URL
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `198.51.100.${++peers}`
const site = 'http://127.0.0.1:3000'
/** A post as the form's script makes it: with a fresh proof-of-work answer. */
const post = async (lang: string, body: BodyInit, contentType: string, peer = newPeer(), form = formId) =>
  new Request(`${site}/api/forms/submit?lang=${lang}&form=${form}`, {
    method: 'POST',
    body,
    headers: { 'x-vesta-peer': peer, origin: site, 'content-type': contentType, referer: `${site}/${lang}/contacts`, ...(await proofOfWorkHeaders()) },
  })
const asJson = (values: Record<string, unknown>) => JSON.stringify(values)
const good = { name: 'Giulia Rossi', email: 'giulia@example.com', phone: '02 1234 5678', phonePrefix: '+39', country: 'IT', subject: 'products', message: 'Is the Arno sofa\navailable in linen?', privacy: true }
const json = 'application/json'
/** A mail as a person reads it: quoted-printable undone, lines joined, bytes as UTF-8. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/\r\n/g, '\n').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

describe(`editor-built forms (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('stores a valid contact message and mails it through SMTP to the recipients, in the editors’ language, the sender as Reply-To', async () => {
    const response = await submit(await post('en', asJson(good), json))
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; message: string }
    expect(body.message).toBe('Thank you for contacting us! We will respond as soon as possible.')
    const stored = await booted.payload.findByID({ collection: 'form-submissions', id: body.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ form: formId, locale: 'en', deliveryState: 'sent', deliveryAttempts: 1, summary: 'Giulia Rossi · giulia@example.com' })
    expect(stored.values).toEqual({ ...good, phone: '+39 02 1234 5678', phonePrefix: undefined, message: 'Is the Arno sofa\navailable in linen?' })
    const mail = received.filter((candidate) => candidate.to.includes('info@ateliervesta.example')).at(-1)
    expect(mail?.to).toEqual(['info@ateliervesta.example'])
    expect(mail?.raw).toMatch(/^Reply-To: giulia@example\.com\r?$/m)
    expect(mail?.raw).toMatch(/^Subject: Scriveteci\r?$/m)
    const text = readable(mail?.raw ?? '')
    expect(text).toContain('Nome e cognome: Giulia Rossi')
    expect(text).toContain('Telefono: +39 02 1234 5678')
    expect(text).toContain('Paese: Italia')
    expect(text).toContain('Argomento: Informazioni sui prodotti')
    expect(text).toContain('Messaggio:\nIs the Arno sofa\navailable in linen?')
    expect(text).toContain('Privacy: Sì')
  })

  it('refuses an e-mail carrying a Bcc header, markup and a missing consent with a message per field in the visitor’s language; nothing stored or mailed', async () => {
    const before = [await countSubmissions(), received.length]
    const response = await submit(await post('en', asJson({ ...good, email: 'giulia@example.com\r\nBcc: everyone@example.org', message: '<script>alert(1)</script>', privacy: false }), json))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid',
      message: en['validation.checkFields'],
      fields: { email: en['form.invalidEmail'], message: en['form.noMarkup'], privacy: en['form.consentRequired'] },
    })
    expect([await countSubmissions(), received.length]).toEqual(before)
  })

  it('keeps the submission when mail fails, marked failed with the reason; the visitor is thanked (the message is not lost)', async () => {
    refuseMail = true
    try {
      const response = await submit(await post('en', asJson({ ...good, name: 'Kept Anyway' }), json))
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: number }
      const stored = await booted.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })
      expect(stored).toMatchObject({ deliveryState: 'failed', deliveryAttempts: 1 })
      expect(stored.deliveryError).toMatch(/Mailbox unavailable/)
      expect(stored.values).toMatchObject({ name: 'Kept Anyway' })
    } finally {
      refuseMail = false
    }
  })

  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const before = [await countSubmissions(), received.length]
    const response = await submit(await post('en', asJson({ ...good, [honeypotField]: 'https://spam.example' }), json))
    expect(response.status).toBe(201)
    expect([await countSubmissions(), received.length]).toEqual(before)
  })

  it('answers a plain form post (as a page without the script sends it, here with its proof of work) with a page in the visitor’s language', async () => {
    const fields = new URLSearchParams({ ...good, privacy: 'on', name: 'Мария Иванова' })
    const sent = await submit(await post('ru', fields.toString(), 'application/x-www-form-urlencoded'))
    expect(sent.status).toBe(201)
    expect(sent.headers.get('content-type')).toMatch(/text\/html/)
    const page = await sent.text()
    expect(page).toContain(ru['form.success'])
    expect(page).toContain('<html lang="ru">')
    expect(page).toContain('href="/ru/contacts"')
    fields.delete('privacy')
    fields.set('name', '<b>bold</b>')
    const refused = await submit(await post('ru', fields.toString(), 'application/x-www-form-urlencoded'))
    expect(refused.status).toBe(400)
    const problems = await refused.text()
    expect(problems).toContain(`Имя и фамилия: ${ru['form.noMarkup']}`)
    expect(problems).toContain(ru['form.consentRequired'])
    expect(problems).not.toContain('<b>bold')
  })

  it('answers an unknown form 404 and a foreign origin 403, storing nothing', async () => {
    const before = await countSubmissions()
    expect((await submit(await post('en', asJson(good), json, newPeer(), 999_999))).status).toBe(404)
    const foreign = new Request(`${site}/api/forms/submit?lang=en&form=${formId}`, { method: 'POST', body: asJson(good), headers: { 'x-vesta-peer': newPeer(), origin: 'https://evil.example', 'content-type': json } })
    expect((await submit(foreign)).status).toBe(403)
    expect(await countSubmissions()).toBe(before)
  })

  it(`counts posts per address in the shared store: ${rateBudgets.forms.points} a minute, then 429 with the spec's error text`, async () => {
    const peer = newPeer()
    const statuses: number[] = []
    for (let index = 0; index < rateBudgets.forms.points; index += 1) statuses.push((await submit(await post('en', asJson({}), json, peer))).status)
    expect(statuses.every((status) => status === 400)).toBe(true)
    const limited = await submit(await post('en', asJson(good), json, peer))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message?: string }).message).toBe(en['form.error'])
    // Another address is not affected.
    expect((await submit(await post('en', asJson({}), json))).status).toBe(400)
  })

  it('asks every post for a fresh proof of work: none, a forged, a reused or an expired answer stores nothing and says why, in the visitor’s language', async () => {
    const before = await countSubmissions()
    const withAnswer = (answer: string | null, lang = 'en', body: BodyInit = asJson(good), contentType = json) =>
      new Request(`${site}/api/forms/submit?lang=${lang}&form=${formId}`, {
        method: 'POST',
        body,
        headers: { 'x-vesta-peer': newPeer(), origin: site, 'content-type': contentType, ...(answer === null ? {} : { [proofOfWorkHeader]: answer }) },
      })
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400)
      return ((await response.json()) as { error?: string; message?: string })
    }
    expect(await refusal(await submit(withAnswer(null)))).toEqual({ error: 'proof_of_work', message: en['proofOfWork.needsScript'] })
    expect(await refusal(await submit(withAnswer('not an answer', 'ru')))).toEqual({ error: 'proof_of_work', message: ru['proofOfWork.failed'] })
    // A key made up instead of searched for (the key is the proof: its signature is in the challenge).
    const answer = decodeProofOfWork(await solvedAnswer())
    if (!answer) throw new Error('no answer')
    const forged = encodeProofOfWork({ challenge: answer.challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } })
    expect((await refusal(await submit(withAnswer(forged)))).message).toBe(en['proofOfWork.failed'])
    // A challenge issued longer ago than its lifetime.
    const expired = await solvedAnswer(Date.now() - (proofOfWork.lifetimeSeconds + 60) * 1000)
    expect((await refusal(await submit(withAnswer(expired)))).message).toBe(en['proofOfWork.failed'])
    expect(await countSubmissions()).toBe(before)
    // A good answer is taken once: the same answer again is refused.
    const once = await solvedAnswer()
    expect((await submit(withAnswer(once))).status).toBe(201)
    expect((await refusal(await submit(withAnswer(once)))).message).toBe(en['proofOfWork.failed'])
    expect(await countSubmissions()).toBe(before + 1)
    // A page without JavaScript is told, in a page, that the form needs it.
    const plain = await submit(withAnswer(null, 'ru', new URLSearchParams({ name: 'Мария', email: 'maria@example.com', privacy: 'on' }).toString(), 'application/x-www-form-urlencoded'))
    expect(plain.status).toBe(400)
    expect(plain.headers.get('content-type')).toContain('text/html')
    expect(await plain.text()).toContain(ru['proofOfWork.needsScript'])
  })

  it('checks a date field’s reach on the server, counted from the UTC day with a day’s leeway either way (Work with us: from today to two years ahead)', async () => {
    const day = (offset: number) => addDays(utcDay(new Date()), offset)
    const dateError = async (available: string) => {
      // The CV is missing in every post: the answer lists each field's problem, nothing is stored.
      const response = await submit(await post('en', asJson({ available }), json, newPeer(), workWithUsId))
      expect(response.status).toBe(400)
      return ((await response.json()) as { fields: Record<string, string> }).fields.available
    }
    expect(await dateError(day(-2))).toBe(en['form.dateTooEarly'])
    expect(await dateError(day(-1))).toBeUndefined()
    expect(await dateError(day(0))).toBeUndefined()
    expect(await dateError(day(731))).toBeUndefined()
    expect(await dateError(day(732))).toBe(en['form.dateTooLate'])
    expect(await dateError('27/11/2026')).toBe(en['form.invalidDate'])
    expect(await dateError('2027-02-29')).toBe(en['form.invalidDate'])
  })

  it('takes an editor’s form with place and gated fields: province and region from the chosen country’s lists, an address as one line, a password kept only as its hash and never mailed', async () => {
    const text = (name: string, type: Form['fields'][number]['type'], label: string, required = false) => ({ name, type, label, required, width: 'full' as const })
    const gated = await booted.payload.create({
      collection: 'forms',
      overrideAccess: true,
      locale: 'en',
      data: {
        key: 'trade-access',
        title: 'Trade access',
        mailLanguage: 'en',
        retentionMonths: 24,
        recipients: [{ email: 'trade@ateliervesta.example' }],
        fields: [
          text('name', 'text', 'Full name', true),
          text('email', 'email', 'E-mail address', true),
          text('country', 'country', 'Country', true),
          text('province', 'province', 'Province'),
          text('region', 'region', 'Region'),
          text('office', 'address', 'Office address', true),
          text('access', 'password', 'Access password', true),
          text('privacy', 'privacy', 'Privacy'),
        ],
      },
    })
    const peer = newPeer()
    const postGated = async (values: Record<string, unknown>) =>
      submit(await post('en', asJson(values), json, peer, gated.id))
    const secret = 'correct horse battery staple'
    const values = { name: 'Ada Bianchi', email: 'ada@example.com', country: 'IT', province: 'Milano (MI)', region: 'Lombardia', office: 'Via Tortona 27', officePostalCode: '20144', officeCity: 'Milano', access: secret, privacy: true }

    const wrong = await postGated({ ...values, province: 'Milan', region: 'Lombardy', officePostalCode: '2014', access: 'short' })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toEqual({
      province: en['validation.notAnOption'],
      region: en['validation.notAnOption'],
      office: en['form.invalidPostalCode'],
      access: en['form.passwordLength']?.replace('{min}', '12').replace('{max}', '128'),
    })

    const response = await postGated(values)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await booted.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })
    const kept = stored.values as Record<string, unknown>
    expect(kept).toMatchObject({ province: 'Milano (MI)', region: 'Lombardia', office: 'Via Tortona 27, 20144 Milano' })
    expect(JSON.stringify(stored)).not.toContain(secret)
    expect(typeof kept.access === 'string' && (await verifyPassword({ hash: kept.access, password: secret }))).toBe(true)
    const mail = received.filter((candidate) => candidate.to.includes('trade@ateliervesta.example')).at(-1)
    const mailText = readable(mail?.raw ?? '')
    expect(mailText).toContain('Office address: Via Tortona 27, 20144 Milano')
    expect(mailText).toContain(`Access password: ${en['form.passwordNotShown']}`)
    expect(mailText).not.toContain(secret)
    expect(received.some((candidate) => candidate.raw.includes(secret))).toBe(false)
  })
})
