import http from 'node:http'
import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

interface Answer {
  status: number
  retryAfter: string | undefined
  body: string
}

/**
 * A request from another machine, as far as the server can tell: its socket comes from
 * `localAddress` (every 127.x.y.z is this machine on Linux), which TRUSTED_PROXIES (127.0.0.1
 * in tests/e2e/environment.mjs) does not list.
 */
function send(localAddress: string, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', localAddress, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

test('a rotating X-Forwarded-For from an untrusted peer no longer escapes the newsletter limit: 40 posts, 35 refused', async () => {
  const peer = `127.0.${10 + Math.floor(Math.random() * 200)}.${10 + Math.floor(Math.random() * 200)}`
  const answers: Answer[] = []
  for (let index = 0; index < 40; index++) {
    const body = JSON.stringify({ email: `rotating-${index}@example.com`, consent: true })
    answers.push(await send(peer, '/api/newsletter?lang=en', body, { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}`, 'x-vesta-peer': `203.0.113.${index}` }))
  }
  const refused = answers.filter((answer) => answer.status === 429)
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
  expect(refused).toHaveLength(35)
  expect(Number(refused[0]?.retryAfter)).toBeGreaterThan(500)
  expect(JSON.parse(refused[0]?.body ?? '{}')).toEqual({ error: 'rate_limited', message: 'Too many requests in a short time. Please try again in a few minutes.' })
})

test('the store request takes JSON from this site only: text/plain 415, another origin 403, an oversized body 413, each in the visitor language', async () => {
  const peer = '127.0.0.11'
  const body = JSON.stringify({ kind: 'information', storeId: 1, name: 'X', email: 'x@example.com', message: 'hi', consent: true })
  const asText = await send(peer, '/api/forms/store-request?lang=fr', body, { 'content-type': 'text/plain' })
  expect(asText.status).toBe(415)
  expect(JSON.parse(asText.body)).toEqual({ error: 'unsupported_media_type', message: 'Ce type de demande n’est pas accepté.' })
  const foreign = await send(peer, '/api/forms/store-request?lang=de', body, { 'content-type': 'application/json', origin: 'https://evil.example' })
  expect(foreign.status).toBe(403)
  expect((JSON.parse(foreign.body) as { message?: string }).message).toBe('Anfragen von anderen Websites werden nicht angenommen.')
  const big = await send(peer, '/api/forms/store-request?lang=en', JSON.stringify({ message: 'x'.repeat(40_000) }), { 'content-type': 'application/json' })
  expect(big.status).toBe(413)
  expect((JSON.parse(big.body) as { message?: string }).message).toBe('The request is too large.')
})

test('the market form refuses a post from another site in the visitor language', async ({ request }) => {
  const refused = await request.post('/api/market?lang=es', { form: { market: 'us', back: '/es' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 })
  expect(refused.status()).toBe(403)
  expect(await refused.text()).toBe('No se aceptan solicitudes enviadas desde otros sitios.')
  expect(refused.headers()['set-cookie']).toBeUndefined()
})
