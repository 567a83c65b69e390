import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, parseMapOrigins } from './contentSecurityPolicy'
import { pageSecurityHeaders, scopeClientHintsToAdmin, securityHeaderRules, servedOverHttps } from './securityHeaders'

const options = { mapOrigins: [], development: false }

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => { const [name = '', ...values] = directive.split(' '); return [name, values] }))
}

describe('content security policy', () => {
  it('keeps the site to its own origin, with the inline scripts Next.js writes and no plug-ins', () => {
    const site = directives(contentSecurityPolicy('site', options))
    expect(site.get('default-src')).toEqual(["'self'"])
    expect(site.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(site.get('object-src')).toEqual(["'none'"])
    expect(site.get('base-uri')).toEqual(["'self'"])
    expect(site.get('form-action')).toEqual(["'self'"])
    expect(site.get('frame-ancestors')).toEqual(["'self'"])
    expect(site.get('connect-src')).toEqual(["'self'"])
    expect(site.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(site.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
  })

  it('lets images and requests reach the map tile provider when one is configured', () => {
    const site = directives(contentSecurityPolicy('site', { ...options, mapOrigins: ['https://tiles.example.com'] }))
    expect(site.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com'])
    expect(site.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com'])
  })

  it('allows eval only to the development server', () => {
    expect(directives(contentSecurityPolicy('site', { ...options, development: true })).get('script-src')).toContain("'unsafe-eval'")
  })

  it('gives the admin no third-party frames or map origins, and sandboxes an uploaded SVG', () => {
    const admin = directives(contentSecurityPolicy('admin', { ...options, mapOrigins: ['https://tiles.example.com'] }))
    expect(admin.get('frame-src')).toEqual(["'self'"])
    expect(admin.get('connect-src')).toEqual(["'self'"])
    expect(contentSecurityPolicy('upload', options)).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'none'; object-src 'none'; frame-ancestors 'self'; sandbox")
  })

  it('reads MAP_TILE_ORIGINS as https origins and refuses anything else', () => {
    expect(parseMapOrigins('')).toEqual([])
    expect(parseMapOrigins('https://tiles.example.com/styles/v1/, https://fonts.example.com')).toEqual(['https://tiles.example.com', 'https://fonts.example.com'])
    expect(() => parseMapOrigins('http://tiles.example.com')).toThrow('not an https origin: http://tiles.example.com')
    expect(() => parseMapOrigins('tiles.example.com')).toThrow('not an https origin')
  })
})

describe('security header rules', () => {
  it('send the common headers everywhere and HSTS only over https', () => {
    const [all, https] = securityHeaderRules(options)
    expect(all?.source).toBe('/:path*')
    expect(all?.headers.map((header) => header.key)).toEqual(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'X-Frame-Options', 'Content-Security-Policy'])
    expect(https).toEqual({ source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: '.*https.*' }], headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] })
  })

  it('give pages HSTS when the request or the public address is https', () => {
    expect(servedOverHttps('https', 'http://localhost:3000')).toBe(true)
    expect(servedOverHttps(null, 'https://shop.example.com')).toBe(true)
    expect(servedOverHttps('http', 'http://localhost:3000')).toBe(false)
    expect(pageSecurityHeaders({ ...options, https: false }).map((header) => header.key)).toEqual(['Content-Security-Policy'])
    expect(pageSecurityHeaders({ ...options, https: true }).map((header) => header.key)).toEqual(['Content-Security-Policy', 'Strict-Transport-Security'])
  })

  it("move Payload's client hints under /admin and keep its other rules", () => {
    const hints = [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ]
    const own = { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }
    expect(scopeClientHintsToAdmin([own, { source: '/:path*', headers: [...hints, { key: 'X-Powered-By', value: 'Next.js, Payload' }] }])).toEqual([
      own,
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }] },
      { source: '/admin/:path*', headers: hints },
    ])
    expect(scopeClientHintsToAdmin([{ source: '/:path*', headers: hints }])).toEqual([{ source: '/admin/:path*', headers: hints }])
  })
})
