import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { confirmSubscription, subscribe, SubscriptionNotSentError, unsubscribe } from '@/data/newsletter/subscriptions.server'
import { newsletterLinks } from '@/domain/newsletter/links'
import { readBundledMessages } from '@/i18n/bundled'
import { makeTranslator } from '@/i18n/translator'
import { bootPayload, type Booted } from './boot'

let booted: Booted
const t = makeTranslator('de', readBundledMessages('de'))
const links = newsletterLinks('https://shop.example', 'de')
const outbox = () => path.join(booted.mediaDir, 'outbox')
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
const newMails = (before: number) => outboxFiles().slice(before).map((file) => fs.readFileSync(path.join(outbox(), file), 'utf8'))
const record = async (email: string) =>
  (await booted.payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs
/** The token of a link in a mail (quoted-printable soft breaks removed). */
const tokenIn = (mail: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`/api/newsletter/${kind}\\?lang=de&token=([A-Za-z0-9_-]{32})`).exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1]

beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

describe(`newsletter subscriptions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a new address gets a pending record and a confirmation mail in its language; the link confirms it', async () => {
    const before = outboxFiles().length
    await subscribe(booted.payload, { email: 'anna@example.de', firstName: 'Anna' }, 'de', t, links)
    const [pending] = await record('anna@example.de')
    expect(pending).toMatchObject({ email: 'anna@example.de', firstName: 'Anna', locale: 'de', status: 'pending' })
    expect(pending?.consentAt).toBeTruthy()
    const [mail = ''] = newMails(before)
    expect(mail).toMatch(/^To: anna@example\.de/m)
    expect(mail).toContain('Guten Tag Anna')
    const confirmToken = tokenIn(mail, 'confirm')
    expect(confirmToken).toBe(pending?.confirmToken)
    expect(await confirmSubscription(booted.payload, confirmToken)).toBe(true)
    const [confirmed] = await record('anna@example.de')
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmToken: null })
    expect(confirmed?.confirmedAt).toBeTruthy()
    // A used link is no longer valid.
    expect(await confirmSubscription(booted.payload, confirmToken)).toBe(false)
  })

  it('subscribing a confirmed address again writes and sends nothing, and makes no duplicate', async () => {
    const before = outboxFiles().length
    await subscribe(booted.payload, { email: 'anna@example.de', firstName: '' }, 'de', t, links)
    expect(newMails(before)).toHaveLength(0)
    expect(await record('anna@example.de')).toHaveLength(1)
    expect((await record('anna@example.de'))[0]?.status).toBe('confirmed')
  })

  it('a pending address asking again gets a new link; the old one stops working', async () => {
    const first = outboxFiles().length
    await subscribe(booted.payload, { email: 'ben@example.de', firstName: '' }, 'de', t, links)
    const oldToken = tokenIn(newMails(first)[0] ?? '', 'confirm')
    const second = outboxFiles().length
    await subscribe(booted.payload, { email: 'ben@example.de', firstName: 'Ben' }, 'de', t, links)
    const newToken = tokenIn(newMails(second)[0] ?? '', 'confirm')
    expect(newToken).toBeTruthy()
    expect(newToken).not.toBe(oldToken)
    expect(await record('ben@example.de')).toHaveLength(1)
    expect(await confirmSubscription(booted.payload, oldToken)).toBe(false)
    expect(await confirmSubscription(booted.payload, newToken)).toBe(true)
  })

  it('the unsubscribe link of the mail unsubscribes; subscribing again needs a new confirmation', async () => {
    const before = outboxFiles().length
    await subscribe(booted.payload, { email: 'cara@example.de', firstName: '' }, 'de', t, links)
    const mail = newMails(before)[0] ?? ''
    expect(await confirmSubscription(booted.payload, tokenIn(mail, 'confirm'))).toBe(true)
    expect(await unsubscribe(booted.payload, tokenIn(mail, 'unsubscribe'))).toBe(true)
    expect((await record('cara@example.de'))[0]?.status).toBe('unsubscribed')
    const again = outboxFiles().length
    await subscribe(booted.payload, { email: 'cara@example.de', firstName: '' }, 'de', t, links)
    expect(newMails(again)).toHaveLength(1)
    expect((await record('cara@example.de'))[0]?.status).toBe('pending')
  })

  it('keeps no record when the confirmation mail cannot be sent', async () => {
    const send = vi.spyOn(booted.payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    await expect(subscribe(booted.payload, { email: 'lost@example.de', firstName: '' }, 'de', t, links)).rejects.toBeInstanceOf(SubscriptionNotSentError)
    send.mockRestore()
    expect(await record('lost@example.de')).toHaveLength(0)
  })

  it('unknown or malformed tokens change nothing; visitors cannot read subscriptions', async () => {
    expect(await confirmSubscription(booted.payload, 'A'.repeat(32))).toBe(false)
    expect(await unsubscribe(booted.payload, "x' OR 1=1 --")).toBe(false)
    expect(await confirmSubscription(booted.payload, undefined)).toBe(false)
    await expect(booted.payload.find({ collection: 'newsletter-subscriptions', overrideAccess: false })).rejects.toThrow()
  })
})
