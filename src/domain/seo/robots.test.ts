import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'

describe('robotsTxt', () => {
  const text = robotsTxt('https://www.example.com')

  it('keeps crawlers out of the CMS, the API and search results, and points to the sitemap', () => {
    const lines = text.split('\n')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain('Disallow: /*/search/results')
    expect(lines).toContain('Sitemap: https://www.example.com/sitemap.xml')
  })

  it('lets crawlers fetch the uploaded pictures that pages and previews show', () => {
    expect(text).toMatch(/^Allow: \/api\/media\/file\/$/m)
  })
})
