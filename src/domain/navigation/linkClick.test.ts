import { describe, expect, it } from 'vitest'
import { pageKey, siteNavigationFromClick, type LinkClick } from './linkClick'

const here = 'https://shop.example/en/products/?family=sofas'
const click = (overrides: Partial<LinkClick>): LinkClick => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target: '',
  download: false,
  href: 'https://shop.example/en/search',
  ...overrides,
})

describe('siteNavigationFromClick', () => {
  it('turns a plain click on a link of this site into a navigation to its path', () => {
    expect(siteNavigationFromClick(click({}), here)).toEqual({ to: '/en/search', samePage: false })
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/en/search?q=sofa#results', target: '_self' }), here)).toEqual({
      to: '/en/search?q=sofa#results',
      samePage: false,
    })
  })

  it('leaves new tabs, modified clicks, other buttons and downloads to the browser', () => {
    expect(siteNavigationFromClick(click({ target: '_blank' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ metaKey: true }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ ctrlKey: true }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ shiftKey: true }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ altKey: true }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ button: 1 }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ download: true }), here)).toBeNull()
  })

  it('ignores clicks another handler has already taken', () => {
    expect(siteNavigationFromClick(click({ defaultPrevented: true }), here)).toBeNull()
  })

  it('ignores other sites, e-mail and phone links', () => {
    expect(siteNavigationFromClick(click({ href: 'https://book.example/en' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'http://shop.example/en/search' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'mailto:info@shop.example' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'tel:+390612345' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'not a url' }), here)).toBeNull()
  })

  it('ignores links to files, the CMS and its API, which are not pages', () => {
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/api/media/file/catalogue-2025.pdf' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/api/user/profile' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/admin' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/sitemap.xml' }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/en/administration-desk' }), here)).toEqual({ to: '/en/administration-desk', samePage: false })
  })

  it('ignores a jump to an anchor on the page shown, but not the same anchor on another page', () => {
    expect(siteNavigationFromClick(click({ href: `${here}#materials` }), here)).toBeNull()
    expect(siteNavigationFromClick(click({ href: 'https://shop.example/en/products/#materials' }), here)).toEqual({
      to: '/en/products/#materials',
      samePage: false,
    })
  })

  it('marks a link to the page shown as the same page', () => {
    expect(siteNavigationFromClick(click({ href: here }), here)).toEqual({ to: '/en/products/?family=sofas', samePage: true })
  })
})

describe('pageKey', () => {
  it('joins path and query, without the hash', () => {
    expect(pageKey(new URL('https://shop.example/en/search?q=sofa#top'))).toBe('/en/search?q=sofa')
    expect(pageKey({ pathname: '/en', search: '' })).toBe('/en')
  })
})
