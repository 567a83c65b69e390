import { expect, test, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { outboxMails } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'

/**
 * The authenticator app, from the key the MFA set-up shows: the code of the current 30-second step,
 * of the next one (`step` 1) or of the one before (-1). The server takes the step before and after
 * too, and each code only once (server/mfa.ts): a spec that proves several codes in a row takes a
 * different step for each.
 */
export const authenticatorCode = (key: string, step: -1 | 0 | 1 = 0): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + step * 30_000 })

/** The password of the visitors the e2e specs register. */
export const visitorPassphrase = 'a quiet walk along the lagoon'

/**
 * Each test of the calling spec file counts as a visitor of its own address (the e2e server trusts
 * the local proxy's X-Forwarded-For), under `network` (two octets), which no other file uses: the
 * per-address budgets (sign-ins, registrations) of one file never reach another's.
 */
export function ownAddressPerTest(network: string): void {
  const run = Math.floor(Date.now() / 1000) % 250
  let visitors = 0
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `${network}.${run}.${(++visitors % 250) + 1}` })
  })
}

/** A registered and verified visitor (through the product's own endpoints and the mailed link): its e-mail address. */
export async function registeredVisitor(page: Page, baseURL: string, tag: string): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}@example.com`
  const registered = await page.request.post('/api/user/register?lang=en', {
    headers: { Origin: baseURL, ...(await proofOfWorkHeaders(page.request)) },
    data: { kind: 'private', name: 'Giulia', surname: 'Rossi', email, phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano', password: visitorPassphrase, passwordRepeat: visitorPassphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')
  expect((await page.request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302)
  return email
}

/** A registered visitor, signed in in the page's browser context: its e-mail address. */
export async function signedInVisitor(page: Page, baseURL: string, tag: string): Promise<string> {
  const email = await registeredVisitor(page, baseURL, tag)
  expect((await page.request.post('/api/user/login?lang=en', { headers: { Origin: baseURL }, data: { email, password: visitorPassphrase } })).status()).toBe(200)
  return email
}
