import { describe, expect, it } from 'vitest'
import { barLayoutScript, isBarLayoutHost, normalizeBarLayoutHosts, normalizeHost, scriptSafeJson } from './barLayout'

/** Runs the inline script against a fake page served to `hostname`; returns `<html data-layout>`. */
function runScript(script: string, hostname: string): string | undefined {
  const dataset: Record<string, string> = {}
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline script as the browser would: evaluating it is the point
  const run = new Function('location', 'document', script) as (location: { hostname: string }, document: { documentElement: { dataset: Record<string, string> } }) => void
  run({ hostname }, { documentElement: { dataset } })
  return dataset.layout
}

describe('normalizeHost', () => {
  it.each([
    ['bar.example.com', 'bar.example.com'],
    ['  Bar.Example.COM ', 'bar.example.com'],
    ['https://bar.example.com/some/path?x=1', 'bar.example.com'],
    ['bar.example.com:8443', 'bar.example.com'],
    ['bar.example.com.', 'bar.example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s → %s', (entry, expected) => {
    expect(normalizeHost(entry)).toBe(expected)
  })

  it('drops entries that are no host', () => {
    expect(normalizeHost('')).toBeNull()
    expect(normalizeHost('   ')).toBeNull()
    expect(normalizeHost('http://')).toBeNull()
    expect(normalizeHost('exa mple.com')).toBeNull()
  })
})

describe('normalizeBarLayoutHosts', () => {
  it('keeps each host once and skips empty entries', () => {
    expect(normalizeBarLayoutHosts(['Shop.example.com', 'shop.example.com', null, '', 'https://kiosk.example.com/'])).toEqual([
      'shop.example.com',
      'kiosk.example.com',
    ])
    expect(normalizeBarLayoutHosts(undefined)).toEqual([])
  })
})

describe('isBarLayoutHost', () => {
  const hosts = normalizeBarLayoutHosts(['shop.example.com'])
  it('matches the listed host only, whatever its case', () => {
    expect(isBarLayoutHost('shop.example.com', hosts)).toBe(true)
    expect(isBarLayoutHost('SHOP.example.com', hosts)).toBe(true)
    expect(isBarLayoutHost('www.example.com', hosts)).toBe(false)
    expect(isBarLayoutHost('evil-shop.example.com', hosts)).toBe(false)
    expect(isBarLayoutHost('shop.example.com.evil.net', hosts)).toBe(false)
  })
})

describe('barLayoutScript', () => {
  const hosts = normalizeBarLayoutHosts(['shop.example.com', 'kiosk.example.com'])
  const script = barLayoutScript(hosts)

  it('sets data-layout="bar" on a listed host, as isBarLayoutHost decides', () => {
    for (const hostname of ['shop.example.com', 'Kiosk.Example.com', 'kiosk.example.com.', 'www.example.com', '127.0.0.1', 'example.com']) {
      expect(runScript(script, hostname) === 'bar').toBe(isBarLayoutHost(hostname, hosts))
    }
    expect(runScript(script, 'shop.example.com')).toBe('bar')
    expect(runScript(script, 'www.example.com')).toBeUndefined()
  })

  it('cannot be broken out of by a hostile entry', () => {
    const hostile = ['</script><script>alert(1)</script>', 'a\u2028b', '<!--']
    const json = scriptSafeJson(hostile)
    expect(json).not.toMatch(/[<>\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(hostile)
    const unsafe = barLayoutScript(hostile)
    expect(unsafe).not.toContain('</script')
    expect(runScript(unsafe, 'example.com')).toBeUndefined()
  })

  it('never throws, even where the page has no location', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline script as the browser would: evaluating it is the point
    const run = new Function('location', 'document', script) as (location: unknown, document: unknown) => void
    expect(() => run(undefined, undefined)).not.toThrow()
  })
})
