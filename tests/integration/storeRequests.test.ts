import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { RequestNotSentError, submitStoreRequest, UnknownStoreError } from '@/features/store-locator/server/submitStoreRequest.server'
import { validateStoreRequest, type StoreRequestInput } from '@/features/store-locator/logic/storeRequest'
import { readBundledMessages } from '@/i18n/bundled'
import { makeTranslator } from '@/i18n/translator'
import { bootPayload, type Booted } from './boot'
import { createTestStore } from './fixtures/store'

let booted: Booted
let storeId: number
const t = makeTranslator('en', readBundledMessages('en'))
const outbox = () => path.join(booted.mediaDir, 'outbox')
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
const countRequests = async () => (await booted.payload.count({ collection: 'store-requests', overrideAccess: true })).totalDocs

beforeAll(async () => {
  booted = await bootPayload()
  storeId = await createTestStore(booted.payload, 'Request Test Store')
})
afterAll(async () => {
  await booted.close()
})

const request = (): StoreRequestInput => ({ kind: 'appointment', storeId, name: 'Giulia Rossi', email: 'giulia@example.com', phonePrefix: '+39', phone: '02 12 345', preferredDate: '2030-01-15', message: 'A sofa fitting' })

describe(`store requests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('stores a valid request and mails the store and the visitor', async () => {
    const before = outboxFiles().length
    const id = await submitStoreRequest(booted.payload, request(), 'en', t, 'brand@example.com')
    const saved = await booted.payload.findByID({ collection: 'store-requests', id, depth: 0, overrideAccess: true })
    expect(saved).toMatchObject({ kind: 'appointment', store: storeId, name: 'Giulia Rossi', email: 'giulia@example.com', status: 'new', consent: true, locale: 'en' })
    expect(saved.preferredDate?.slice(0, 10)).toBe('2030-01-15')
    const mails = outboxFiles().slice(before).map((file) => fs.readFileSync(path.join(outbox(), file), 'utf8'))
    expect(mails).toHaveLength(2)
    expect(mails.some((mail) => /^To: store@example\.com/m.test(mail) && mail.includes('Giulia Rossi'))).toBe(true)
    expect(mails.some((mail) => /^To: giulia@example\.com/m.test(mail) && mail.includes('thank you for contacting Request Test Store') && !mail.includes('Giulia'))).toBe(true)
  })

  it('mails the typed address no free text from the request; the store keeps the full message', async () => {
    const before = outboxFiles().length
    const bait = 'Win a prize at https://phish.example'
    await submitStoreRequest(booted.payload, { ...request(), name: `Dear friend, ${bait}`, email: 'stranger@example.com', message: `Click ${bait} now` }, 'en', t, 'brand@example.com')
    const mails = outboxFiles().slice(before).map((file) => fs.readFileSync(path.join(outbox(), file), 'utf8'))
    const toStranger = mails.filter((mail) => /^To: stranger@example\.com/m.test(mail))
    const toStore = mails.filter((mail) => /^To: store@example\.com/m.test(mail))
    expect([toStranger.length, toStore.length]).toEqual([1, 1])
    expect(toStranger[0]).toContain('Hello,')
    expect(toStranger[0]).toContain('Request Test Store')
    expect(toStranger[0]).not.toContain('phish.example')
    expect(toStranger[0]).not.toContain('Dear friend')
    expect(toStore[0]).toContain(`Click ${bait} now`)
    expect(toStore[0]).toContain(`Dear friend, ${bait}`)
  })

  it('keeps no row when a mail cannot be sent', async () => {
    const before = await countRequests()
    const send = vi.spyOn(booted.payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    await expect(submitStoreRequest(booted.payload, { ...request(), name: 'Not Kept' }, 'en', t, 'brand@example.com')).rejects.toBeInstanceOf(RequestNotSentError)
    send.mockRestore()
    expect(await countRequests()).toBe(before)
    const { totalDocs } = await booted.payload.count({ collection: 'store-requests', where: { name: { equals: 'Not Kept' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('refuses a store that does not exist, before writing', async () => {
    const before = await countRequests()
    await expect(submitStoreRequest(booted.payload, { ...request(), storeId: 999_999 }, 'en', t, 'brand@example.com')).rejects.toBeInstanceOf(UnknownStoreError)
    expect(await countRequests()).toBe(before)
  })

  it('validation stops a request without consent before anything is written', () => {
    expect(validateStoreRequest({ ...request(), consent: false }, '2026-11-23')).toEqual({ ok: false, errors: { consent: 'form.consentRequired' } })
  })

  it('refuses a stored request without consent, and visitors cannot read requests', async () => {
    await expect(booted.payload.create({ collection: 'store-requests', data: { kind: 'information', store: storeId, name: 'X', email: 'x@example.com', locale: 'en', status: 'new', consent: false }, overrideAccess: true })).rejects.toThrow(/consent/i)
    await expect(booted.payload.find({ collection: 'store-requests', overrideAccess: false })).rejects.toThrow()
  })
})
