import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxSms, SmsNotSentError, webhookSms } from './transport'

interface Received {
  authorization: string | undefined
  contentType: string | undefined
  body: unknown
}

let server: http.Server
let url = ''
const received: Received[] = []
let status = 202

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('webhookSms', () => {
  it('posts the number and the text as JSON with the bearer token to a real HTTP server', async () => {
    status = 202
    await webhookSms(url, 'a-token-of-sixteen-chars').send({ to: '+393471234567', text: '123456 is your sign-in code.' })
    expect(received.at(-1)).toEqual({ authorization: 'Bearer a-token-of-sixteen-chars', contentType: 'application/json', body: { to: '+393471234567', text: '123456 is your sign-in code.' } })
  })

  it('sends no Authorization header without a token, and throws SmsNotSentError with the status when the gateway refuses', async () => {
    status = 503
    const sending = webhookSms(url, undefined).send({ to: '+4915112345678', text: 'x' })
    await expect(sending).rejects.toBeInstanceOf(SmsNotSentError)
    await expect(webhookSms(url, undefined).send({ to: '+4915112345678', text: 'x' })).rejects.toThrow('HTTP 503')
    expect(received.at(-1)?.authorization).toBeUndefined()
  })
})

describe('outboxSms', () => {
  it('writes each message as a file in the folder, made when missing', async () => {
    const directory = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sms-outbox-')), 'outbox')
    await outboxSms(directory).send({ to: '+393471234567', text: '654321 è il tuo codice di accesso.' })
    const files = await fs.readdir(directory)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.sms\.txt$/)
    expect(await fs.readFile(path.join(directory, files[0] ?? ''), 'utf8')).toBe('To: +393471234567\n\n654321 è il tuo codice di accesso.\n')
    await fs.rm(path.dirname(directory), { recursive: true, force: true })
  })
})
