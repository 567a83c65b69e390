import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { aloneDirectory, e2eDirectory } from './environment.mjs'

/**
 * axe-core: no WCAG 2.1 A/AA violation on the page as it is now, or within `include` (a CSS
 * selector: our own part of a page we do not draw whole, such as a custom view in Payload's admin).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (include === undefined ? builder : builder.include(include)).analyze()
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`)
  expect(summary).toEqual([])
}

/** A screenshot under test-results/screenshots, to be looked at by a person. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false })
}

/** Reads a product through the REST API (an editor's read: visitors get no REST reads), in one language. */
export async function productByCode(request: APIRequestContext, code: string, locale: string): Promise<{ id: number; name: string }> {
  const response = await request.get(`/api/products?where[code][equals]=${encodeURIComponent(code)}&locale=${locale}&depth=0&limit=1`, { headers: await editorHeaders(request) })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { docs: { id: number; name: string }[] }
  const product = body.docs[0]
  if (!product) throw new Error(`product ${code} not found`)
  return product
}

const signedIn = new WeakMap<APIRequestContext, Promise<{ Authorization: string }>>()

async function signIn(request: APIRequestContext): Promise<{ Authorization: string }> {
  const response = await request.post('/api/users/login', { data: { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' } })
  expect(response.status()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/**
 * Signs the demo editor in through the REST API, once per request context: headers for
 * editor-only calls, which include every REST read (docs/decisions/015-api-hardening.md).
 */
export async function editorHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const known = signedIn.get(request)
  if (known) return known
  const headers = signIn(request)
  signedIn.set(request, headers)
  headers.catch(() => signedIn.delete(request))
  return headers
}

/**
 * Waits until React has hydrated an element (its event handlers are attached): a choice made
 * before that is applied only once React runs, so a test that acts at once races the page.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 })
    .toBe(true)
}

/**
 * Counts the page's `Intl.NumberFormat` constructions from its first script on (a proxy set before
 * the page's own scripts run); the returned reader gives the count so far. A page's first one costs
 * 12–60 ms of Chromium's main thread, so hydration should make none (src/domain/preformatted.ts).
 */
export async function countNumberFormats(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const Native = Intl.NumberFormat
    const counted = { made: 0 }
    Object.defineProperty(window, '__numberFormats', { value: counted })
    Intl.NumberFormat = new Proxy(Native, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        counted.made += 1
        return new target(...args)
      },
    })
  })
  return () => page.evaluate(() => (window as unknown as { __numberFormats: { made: number } }).__numberFormats.made)
}

/**
 * Waits until a keyboard pick-up can be moved: dnd-kit's keyboard sensor starts listening for the
 * arrow keys in a timer of its own (`setTimeout` 0) when the drag starts, so an arrow pressed
 * before that timer ran is lost (a test's quick presses on a busy machine; a person's hand is
 * slower). A timer set in the page now runs after the sensor's.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

/**
 * Holds the page's scripts back (what a slow phone lives through): the server's HTML is on screen,
 * React has not taken it over. Call the returned function to let them run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * A mail file as a person reads it: its headers, then its body with the transfer encoding undone
 * (base64, which the mailer picks for a text mostly in Chinese or Russian, or quoted-printable) and
 * the bytes read as UTF-8.
 */
function readableMail(mail: string): string {
  const text = mail.replace(/\r\n/g, '\n')
  const split = text.indexOf('\n\n')
  const headers = split < 0 ? text : text.slice(0, split)
  if (split >= 0 && /^Content-Transfer-Encoding: base64$/im.test(headers)) {
    return `${headers}\n\n${Buffer.from(text.slice(split + 2).replace(/\s+/g, ''), 'base64').toString('utf8')}`
  }
  return Buffer.from(text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
}

/**
 * The mails in the e2e server's outbox (oldest first) as a person reads them (`readableMail`),
 * those that contain `containing` and, with `to`, are addressed to it; of the main server, or with
 * `server: 'alone'` of the second server (the 'alone' project's, playwright.config.ts).
 */
export function outboxMails({ containing, to, server = 'main' }: { containing: string; to?: string; server?: 'main' | 'alone' }): string[] {
  const outbox = path.join(server === 'alone' ? aloneDirectory : e2eDirectory, 'outbox')
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : []
  return files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .map(readableMail)
    .filter((mail) => mail.includes(containing) && (to === undefined || new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(mail)))
}

/**
 * One language's label catalogue (src/i18n/messages), read rather than copied: the text of a key as
 * the screens show it, `{name}` placeholders filled from `values`. A key the catalogue lacks throws.
 */
export function labelCatalogue(locale: string): (key: string, values?: Record<string, string>) => string {
  const catalogue = JSON.parse(fs.readFileSync(path.resolve('src/i18n/messages', `${locale}.json`), 'utf8')) as Record<string, string | undefined>
  return (key, values = {}) => {
    const text = catalogue[key]
    if (text === undefined) throw new Error(`no label ${key} in ${locale}`)
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
  }
}
