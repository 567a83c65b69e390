import { folders } from '../../src/i18n/folders'
import { locales } from '../../src/i18n/locales'
import { listFacets, rangeFacets, sortOrders } from '../../src/domain/catalogue/types'
import { materialFacets } from '../../src/domain/catalogue/materialFilters'

/** mulberry32: a small seeded generator, so a failing run can be replayed with the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** What the site holds, read from the e2e database: real names make some requests succeed. */
export interface KnownData {
  productSlugs: string[]
  categorySlugs: string[]
  storeIds: number[]
  mediaFiles: string[]
  downloadFiles: string[]
}

export interface FuzzRequest {
  /** Which endpoint family, for the summary. */
  kind: string
  method: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  body?: string
  /** For form posts: the e-mail a success would store (to check no rejected request wrote a row). */
  email?: string
}

const hostile = [
  '', ' ', 'a', '0', '-1', '1e309', 'NaN', '99999999999999999999', '3.5', 'null', 'undefined', 'true',
  '%ff', '%E0%A4%A', '%', '%00', '%0d%0aSet-Cookie:x=1', '%2e%2e%2f', '..', '../../etc/passwd', '..%2f..%2fdata',
  '<script>alert(1)</script>', "' OR 1=1--", '"};', '${7*7}', '{{7*7}}', '\\', '//evil.example', 'https://evil.example/',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '[]', '[0]', '[__proto__]',
  'диван', '沙发', '🛋️', 'Ａ', 'a\u0000b', 'e\u0301', 'x'.repeat(300), 'y'.repeat(5000),
]
const keys = [...listFacets, ...rangeFacets.flatMap((range) => [`${range}Min`, `${range}Max`]), ...materialFacets, 'sort', 'page', 'q', 'category', 'language', 'lang', 'previewLocale']
const protoKeys = ['constructor', 'hasOwnProperty', 'toString', '__proto__', 'valueOf', '__proto__[x]', 'constructor[prototype][x]', 'isPrototypeOf']

export class FuzzGenerator {
  constructor(
    private readonly random: () => number,
    private readonly known: KnownData,
  ) {}

  private int(max: number): number {
    return Math.floor(this.random() * max)
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)]
    if (item === undefined) throw new Error('nothing to pick from')
    return item
  }

  /** A value: hostile, encoded or raw; sometimes a plausible one. */
  private value(plausible: readonly string[] = []): string {
    const roll = this.random()
    if (roll < 0.35 && plausible.length > 0) return encodeURIComponent(this.pick(plausible))
    if (roll < 0.6) return encodeURIComponent(this.pick(hostile))
    if (roll < 0.85) return this.pick(hostile).replace(/[ #&]/g, '')
    return Array.from({ length: 1 + this.int(12) }, () => String.fromCharCode(33 + this.int(94))).join('').replace(/[#&]/g, '')
  }

  private key(): string {
    const roll = this.random()
    const base = roll < 0.55 ? this.pick(keys) : roll < 0.75 ? this.pick(protoKeys) : this.value()
    const brackets = this.random() < 0.25 ? this.pick(['[]', '[0]', '[25]', '[a]', '[a][b][c][d][e][f][g]', '[', ']', '[__proto__]']) : ''
    return `${base}${brackets}`
  }

  query(plausible: readonly string[] = []): string {
    const count = this.int(9)
    const pairs = Array.from({ length: count }, () => (this.random() < 0.1 ? this.key() : `${this.key()}=${this.value([...plausible, ...sortOrders])}`))
    if (this.random() < 0.02) pairs.push(...Array.from({ length: 1200 }, (_, i) => `k${i}=1`))
    return pairs.length > 0 ? `?${pairs.join('&')}` : this.pick(['', '?', '?&&', '?='])
  }

  private lang(): string {
    return this.random() < 0.85 ? this.pick(locales) : this.value()
  }

  private listPath(): string {
    const lang = this.pick(locales)
    const folder = this.pick(['products', 'materials', 'downloads', 'categories'] as const)
    const base = `/${lang}/${encodeURIComponent(folders[folder][lang])}/`
    return folder === 'categories' ? `${base}${encodeURIComponent(this.pick(this.known.categorySlugs))}/` : base
  }

  next(): FuzzRequest {
    const roll = this.random()
    if (roll < 0.22) return { kind: 'catalogue list', method: 'GET', url: `${this.listPath()}${this.query()}` }
    if (roll < 0.3) {
      const slug = this.random() < 0.5 ? encodeURIComponent(this.pick(this.known.productSlugs)) : this.value()
      return { kind: 'product page', method: 'GET', url: `/${this.lang()}/products/${slug}${this.random() < 0.3 ? this.query() : ''}` }
    }
    if (roll < 0.4) {
      const segments = Array.from({ length: this.int(5) }, () => this.value(Object.values(folders).map((names) => names.en)))
      return { kind: 'any path', method: 'GET', url: `/${[this.lang(), ...segments].join('/')}${this.random() < 0.3 ? '/' : ''}${this.random() < 0.2 ? this.query() : ''}` }
    }
    if (roll < 0.5) return { kind: 'search results', method: 'GET', url: `/${this.lang()}/search/results${this.query(['sofa', 'astor', 'oak', 'products', '2'])}` }
    if (roll < 0.58) return { kind: 'search suggest', method: 'GET', url: `/api/search/suggest?lang=${this.lang()}&q=${this.value(['sof', 'tab', 'lamp'])}${this.random() < 0.3 ? `&${this.query().slice(1)}` : ''}` }
    if (roll < 0.66) return { kind: 'place search', method: 'GET', url: `/api/geo/places?q=${this.value(['mila', 'rome', 'paris', 'москва'])}&lang=${this.lang()}${this.random() < 0.2 ? `&${this.query().slice(1)}` : ''}` }
    if (roll < 0.72) return this.market()
    if (roll < 0.8) return this.newsletter()
    if (roll < 0.88) return this.storeRequest()
    if (roll < 0.94) {
      const file = this.random() < 0.3 && this.known.downloadFiles.length > 0 ? this.pick(this.known.downloadFiles) : this.value()
      return { kind: 'download', method: 'GET', url: `/api/download/${file}${this.random() < 0.2 ? this.query() : ''}` }
    }
    const file = this.random() < 0.5 && this.known.mediaFiles.length > 0 ? this.pick(this.known.mediaFiles) : this.value()
    // Real renders are kept to small served widths; every other combination must be refused cheaply.
    const width = this.pick(['32', '64', '256', '384', '390', '640', '641', '4000', '0', '-5', 'big', ''])
    return { kind: 'image', method: 'GET', url: `/api/images/${file}?w=${width}&fm=${this.pick(['avif', 'webp', 'png', 'gif', ''])}${this.random() < 0.3 ? `&${this.query().slice(1)}` : ''}` }
  }

  /** A body in one of the shapes a browser or a script could send. */
  private body(fields: Record<string, unknown>): { headers: Record<string, string>; body: string } {
    const roll = this.random()
    const form = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString()
    if (roll < 0.45) return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) }
    if (roll < 0.6) return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }
    if (roll < 0.7) return { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(fields) }
    if (roll < 0.8) return { headers: { 'content-type': 'application/json' }, body: this.pick(['', '{', 'null', '[]', '"x"', '1', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', `{"a":${'['.repeat(2000)}`]) }
    if (roll < 0.9) return { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example\r\n--x--\r\n` }
    return { headers: { 'content-type': this.pick(['application/json', 'text/html', 'application/xml']) }, body: 'z'.repeat(1 + this.int(200_000)) }
  }

  /** Some posts claim another client address: the limiters must not crash on any of them. */
  private spoofed(): Record<string, string> {
    return this.random() < 0.3 ? { 'x-forwarded-for': this.pick(['10.0.0.1', `203.0.113.${this.int(255)}`, 'garbage', '', '::1, 1.2.3.4', '1.2.3.4'.repeat(50)]) } : {}
  }

  private market(): FuzzRequest {
    const { headers, body } = this.body({ market: this.pick(['eu', 'uk', 'us', 'ch', 'cn', this.value()]), back: this.pick(['/en', '//evil.example', 'https://evil.example', '/en/products/', this.value()]) })
    return { kind: 'market', method: 'POST', url: `/api/market?lang=${this.lang()}`, headers: { ...headers, ...this.spoofed() }, body }
  }

  private email(): string {
    return this.random() < 0.5 ? `fuzz${this.int(1_000_000)}@example.com` : this.pick([...hostile, 'a@b', 'a@b.c', 'x@example.com\r\nBcc: victim@example.com', ' UPPER@EXAMPLE.COM '])
  }

  private newsletter(): FuzzRequest {
    const email = this.email()
    const { headers, body } = this.body({ email, firstName: this.pick(['Ada', '', this.value()]), consent: this.pick([true, false, 'on', 'true', 1, null]) })
    return { kind: 'newsletter', method: 'POST', url: `/api/newsletter?lang=${this.lang()}`, headers: { ...headers, ...this.spoofed() }, body, email }
  }

  private storeRequest(): FuzzRequest {
    const email = this.email()
    const storeId = this.random() < 0.6 && this.known.storeIds.length > 0 ? this.pick(this.known.storeIds) : this.pick([0, -1, 999_999, 1.5, '1', 'x', null])
    const fields = {
      kind: this.pick(['appointment', 'information', 'x', '']),
      storeId,
      name: this.pick(['Ada Lovelace', '', this.value()]),
      email,
      phonePrefix: this.pick(['+39', '+1', 'x', '']),
      phone: this.pick(['02 123', '', this.value()]),
      preferredDate: this.pick(['2031-05-04', '2001-01-01', 'tomorrow', '']),
      message: this.pick(['A sofa', '', 'm'.repeat(2500), this.value()]),
      consent: this.pick([true, false, 'true']),
    }
    const { headers, body } = this.body(fields)
    return { kind: 'store request', method: 'POST', url: `/api/forms/store-request?lang=${this.lang()}`, headers: { ...headers, ...this.spoofed() }, body, email }
  }
}
