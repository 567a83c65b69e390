import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formDelivery, maxDeliveryAttempts } from '@/domain/forms/delivery'
import { attachmentsDirectory, newStoredName } from '@/lib/forms/attachmentStore'
import { openCounterStore, type CounterStore } from '@/lib/rateLimit/counterStore'
import { createRateLimiter, type RateLimiter } from '@/lib/rateLimit/rateLimiter'
import { newSeedContext } from '@/seed/context'
import { seedForms } from '@/seed/forms'
import type * as DeliveryModule from '@/features/forms/server/delivery.server'
import { proofOfWorkHeaders } from './proofOfWork'
import { bootPayload, type Booted } from './boot'

// The route and the slice's server modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels go through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/** A real SMTP server on loopback that can be told to refuse for a while (a mail server down). */
const received: { to: string[]; raw: string }[] = []
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
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') })
      callback()
    })
  },
})

let booted: Booted
let formId: number
let submit: (request: Request) => Promise<Response>
let delivery: typeof DeliveryModule
/** Two app instances' limiters on the one shared counter store (the test's database). */
const stores: CounterStore[] = []
const limiters: RateLimiter[] = []
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'

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
  await booted.payload.update({ collection: 'forms', id, data: { confirmationMail: true }, overrideAccess: true })
  for (let instance = 0; instance < 2; instance += 1) {
    const store = await openCounterStore({ store: 'database', databaseUrl: booted.db.url })
    stores.push(store)
    limiters.push(createRateLimiter(store))
  }
  submit = (await import('@/app/api/forms/submit/route')).POST
  delivery = await import('@/features/forms/server/delivery.server')
})
afterAll(async () => {
  for (const store of stores) await store.close()
  await booted.close()
  delete process.env.SMTP_URL
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

let peers = 0
const site = 'http://127.0.0.1:3000'
const good = { name: 'Марта Ферранди', email: 'marta@example.com', phone: '02 1234 5678', phonePrefix: '+39', country: 'IT', subject: 'products', message: 'Есть ли диван Arno из льна?', privacy: true }
const send = async (values: Record<string, unknown> = good, lang = 'ru') => {
  const response = await submit(
    new Request(`${site}/api/forms/submit?lang=${lang}&form=${formId}`, {
      method: 'POST',
      body: JSON.stringify(values),
      headers: { 'x-vesta-peer': `198.51.100.${++peers}`, origin: site, 'content-type': 'application/json', referer: `${site}/${lang}/contacts`, ...(await proofOfWorkHeaders()) },
    }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}
const stored = (id: number) => booted.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })
/** A mail as a person reads it: quoted-printable or base64 undone, lines joined, bytes as UTF-8. */
function readable(raw: string): string {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n')
  const body = rest.join('\n\n')
  if (/^Content-Transfer-Encoding: base64$/im.test(head)) return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`
  const decoded = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return `${head}\n\n${Buffer.from(decoded, 'latin1').toString('utf8')}`
}
const subjectOf = (raw: string) => {
  const encoded = /^Subject: (.+(?:\n .+)*)$/m.exec(raw.replace(/\r\n/g, '\n'))?.[1] ?? ''
  return encoded.replace(/\n /g, ' ').replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/gi, (_, data: string) => Buffer.from(data, 'base64').toString('utf8'))
}
/** A clock `minutes` from now. */
const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000)

describe(`form delivery: confirmation, retries and retention (${kind})`, () => {
  it('mails the recipients in the editors’ language and confirms to the sender in the visitor’s language, with a copy of what was sent', async () => {
    const before = received.length
    const id = await send()
    const mails = received.slice(before)
    expect(mails.map((mail) => mail.to)).toEqual([['info@ateliervesta.example'], ['marta@example.com']])
    const confirmation = readable(mails[1]?.raw ?? '')
    expect(subjectOf(mails[1]?.raw ?? '')).toMatch(/^Мы получили ваше сообщение — /)
    expect(confirmation).toContain('Спасибо за обращение! Мы ответим вам в ближайшее время.')
    expect(confirmation).toContain('Копия того, что вы нам отправили:')
    expect(confirmation).toContain('Есть ли диван Arno из льна?')
    expect(confirmation).toContain('— Atelier Vesta')
    expect(await stored(id)).toMatchObject({ deliveryState: 'sent', confirmationState: 'sent', deliveryAttempts: 1, nextAttemptAt: null, deliveryError: null })
  })

  it('keeps a submission whose mail failed, tries again when due, and sends each mail once', async () => {
    refuseMail = true
    const id = await send({ ...good, name: 'Retry Later' }, 'en')
    refuseMail = false
    const failed = await stored(id)
    expect(failed).toMatchObject({ deliveryState: 'failed', confirmationState: 'failed', deliveryAttempts: 1 })
    expect(failed.deliveryError).toContain('Mailbox unavailable')
    const due = new Date(failed.nextAttemptAt ?? 0).getTime() - Date.now()
    expect(due).toBeGreaterThan(0)
    expect(due).toBeLessThanOrEqual(formDelivery.retryMinutes[0] * 60_000)
    // Not due yet: a sweep now leaves it alone.
    const before = received.length
    await delivery.sweepDeliveries(booted.payload, limiters[0] as RateLimiter)
    expect(received.length).toBe(before)
    // Due: two instances sweep at the same moment; one of them sends.
    const clock = later(2)
    const tried = await Promise.all(limiters.map((limiter) => delivery.sweepDeliveries(booted.payload, limiter, clock)))
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(1)
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['info@ateliervesta.example'], ['marta@example.com']])
    expect(await stored(id)).toMatchObject({ deliveryState: 'sent', confirmationState: 'sent', deliveryAttempts: 2, nextAttemptAt: null, deliveryError: null })
  })

  it('sends only the mail still owed: a confirmation that failed alone is retried without mailing the recipients again', async () => {
    const id = await send({ ...good, name: 'Half Sent' }, 'en')
    await booted.payload.update({ collection: 'form-submissions', id, data: { confirmationState: 'failed', nextAttemptAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const before = received.length
    await delivery.sweepDeliveries(booted.payload, limiters[1] as RateLimiter)
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['marta@example.com']])
    expect(await stored(id)).toMatchObject({ deliveryState: 'sent', confirmationState: 'sent', nextAttemptAt: null })
  })

  it('takes up a first attempt that never ended (the process stopped after storing) once its grace time has passed', async () => {
    const created = await booted.payload.create({
      collection: 'form-submissions',
      data: { form: formId, locale: 'en', values: { ...good, name: 'Orphan' }, summary: 'Orphan', deliveryState: 'pending', deliveryAttempts: 0, confirmationState: 'none', nextAttemptAt: new Date(Date.now() + formDelivery.pendingGraceMinutes * 60_000).toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    const before = received.length
    expect(await delivery.sweepDeliveries(booted.payload, limiters[0] as RateLimiter, later(1))).toBe(0)
    expect(await delivery.sweepDeliveries(booted.payload, limiters[0] as RateLimiter, later(formDelivery.pendingGraceMinutes + 1))).toBe(1)
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['info@ateliervesta.example']])
    expect(await stored(created.id)).toMatchObject({ deliveryState: 'sent', deliveryAttempts: 1 })
  })

  it(`gives up after ${maxDeliveryAttempts} attempts: the submission stays stored, failed, with the reason, and is not tried again`, async () => {
    refuseMail = true
    try {
      const id = await send({ ...good, name: 'Never Delivered' }, 'en')
      let minutes = 0
      for (const wait of formDelivery.retryMinutes) {
        minutes += wait + 1
        await delivery.sweepDeliveries(booted.payload, limiters[0] as RateLimiter, later(minutes))
      }
      const given = await stored(id)
      expect(given).toMatchObject({ deliveryState: 'failed', deliveryAttempts: maxDeliveryAttempts, nextAttemptAt: null })
      expect(given.deliveryError).toContain('Mailbox unavailable')
      expect(given.values).toMatchObject({ name: 'Never Delivered' })
      expect(await delivery.sweepDeliveries(booted.payload, limiters[0] as RateLimiter, later(minutes + 10_000))).toBe(0)
    } finally {
      refuseMail = false
    }
  })

  it('deletes submissions older than the form’s retention with their files and keeps the younger ones; one instance an hour does it', async () => {
    await booted.payload.update({ collection: 'forms', id: formId, data: { retentionMonths: 3 }, overrideAccess: true })
    const old = await send({ ...good, name: 'Old Enough' }, 'en')
    const young = await send({ ...good, name: 'Young' }, 'en')
    // The old one arrived four months ago, with a CV kept in the private uploads directory.
    const storedName = newStoredName()
    const file = path.join(await attachmentsDirectory(), storedName)
    fs.writeFileSync(file, '%PDF-1.4 test')
    const oldRow = await stored(old)
    const fourMonthsAgo = new Date(Date.now() - 4 * 31 * 24 * 3_600_000).toISOString()
    await booted.payload.update({
      collection: 'form-submissions',
      id: old,
      data: { createdAt: fourMonthsAgo, values: { ...(oldRow.values as Record<string, unknown>), cv: { name: 'cv.pdf', size: 13, type: 'application/pdf', stored: storedName } } },
      overrideAccess: true,
    })
    expect((await stored(old)).createdAt).toBe(fourMonthsAgo)
    const counts = await Promise.all(limiters.map((limiter) => delivery.sweepRetention(booted.payload, limiter)))
    expect(counts.sort()).toEqual([0, 1])
    const left = await booted.payload.find({ collection: 'form-submissions', where: { id: { in: [old, young] } }, overrideAccess: true, depth: 0 })
    expect(left.docs.map((doc) => doc.id)).toEqual([young])
    expect(fs.existsSync(file)).toBe(false)
    // Within the hour, the turn is spent: nothing more happens, whichever instance asks.
    expect(await Promise.all(limiters.map((limiter) => delivery.sweepRetention(booted.payload, limiter)))).toEqual([0, 0])
  })
})
