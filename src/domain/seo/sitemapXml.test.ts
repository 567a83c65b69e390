import { describe, expect, it } from 'vitest'
import { sitemapIndexXml, sitemapLocale, urlSetXml, xmlEscape } from './sitemapXml'

const origin = 'https://www.example.com'

describe('XML', () => {
  it('escapes the five XML characters', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
  })

  it('writes a url set with lastmod and xhtml:link alternates', () => {
    const xml = urlSetXml([
      {
        loc: 'https://www.example.com/en/search?a=1&b=2',
        lastmod: '2026-03-01T10:00:00.000Z',
        alternates: [{ hreflang: 'x-default', href: 'https://www.example.com/?a=1&b=2' }],
      },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://www.example.com/en/search?a=1&amp;b=2</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/?a=1&amp;b=2"/></url>\n' +
        '</urlset>\n',
    )
  })

  it('indexes one sitemap per language', () => {
    const xml = sitemapIndexXml(origin)
    expect(xml.match(/<sitemap>/g)).toHaveLength(7)
    expect(xml).toContain('<sitemap><loc>https://www.example.com/sitemaps/zh.xml</loc></sitemap>')
  })

  it('knows the language of a sitemap file, and no other file', () => {
    expect(sitemapLocale('ru.xml')).toBe('ru')
    expect(sitemapLocale('pt.xml')).toBeUndefined()
    expect(sitemapLocale('en.xml.gz')).toBeUndefined()
    expect(sitemapLocale('en')).toBeUndefined()
  })
})
