import { describe, expect, it } from 'vitest'
import type { CmsLink, Footer, MainMenu } from '@/payload-types'
import { buildFooterColumns, buildMainMenu, visibleLink, type IsHidden } from './menuModel'

const stamp = { updatedAt: '', createdAt: '' }
const pageLink = (id: number, slug: string, label: string): CmsLink => ({
  type: 'reference',
  label,
  reference: { relationTo: 'pages', value: { id, title: label, slug, ...stamp } },
})
const categoryLink = (id: number, slug: string, label: string): CmsLink => ({
  type: 'reference',
  label,
  reference: { relationTo: 'categories', value: { id, name: label, slug, identifier: 'beds', ...stamp } },
})

/** Hides page 4 ('stories') and category 12 ('rugs'), as an editor would for one language. */
const isHidden: IsHidden = (collection, id) => (collection === 'pages' && id === 4) || (collection === 'categories' && id === 12)
const nothingHidden: IsHidden = () => false

const menu: MainMenu = {
  id: 1,
  items: [
    { id: 'a', link: pageLink(1, 'products', 'Products'), children: [{ link: categoryLink(11, 'beds', 'Beds') }, { link: categoryLink(12, 'rugs', 'Rugs') }] },
    { id: 'b', link: pageLink(4, 'stories', 'Stories'), children: [{ link: categoryLink(13, 'lighting', 'Lighting') }] },
    { id: 'c', link: { type: 'url', url: 'javascript:alert(1)', label: 'Broken' } },
    { id: 'd', link: { type: 'url', url: 'https://book.example', label: 'Product book', newTab: true } },
  ],
}

describe('visibleLink', () => {
  it('drops a link to a document hidden in this language, even when only its id is known', () => {
    expect(visibleLink({ type: 'reference', reference: { relationTo: 'pages', value: 4 } }, 'de', isHidden)).toBeNull()
    expect(visibleLink(pageLink(4, 'stories', 'Stories'), 'de', isHidden)).toBeNull()
    expect(visibleLink(pageLink(4, 'stories', 'Stories'), 'de', nothingHidden)?.href).toBe('/de/stories')
  })
})

describe('buildMainMenu', () => {
  it('leaves out hidden items, hidden children and broken links', () => {
    const entries = buildMainMenu(menu, 'en', isHidden)
    expect(entries.map((entry) => entry.label)).toEqual(['Products', 'Product book'])
    expect(entries[0]?.href).toBe('/en/products/')
    expect(entries[0]?.children?.map((child) => [child.label, child.href])).toEqual([['Beds', '/en/categories/beds/']])
    // The flags only when set, and no children list when there are none: the page data carries neither.
    expect(entries[1]).toEqual({ href: 'https://book.example', label: 'Product book', external: true, newTab: true })
    expect(entries[1]).not.toHaveProperty('children')
  })

  it('shows every item when nothing is hidden', () => {
    expect(buildMainMenu(menu, 'en', nothingHidden).map((entry) => entry.label)).toEqual(['Products', 'Stories', 'Product book'])
  })
})

describe('buildFooterColumns', () => {
  const footer: Footer = {
    id: 1,
    columns: [
      { id: 'x', title: 'Discover', links: [{ link: pageLink(3, 'about', 'About us') }, { link: pageLink(4, 'stories', 'Stories') }] },
      { id: 'y', title: 'Only hidden', links: [{ link: pageLink(4, 'stories', 'Stories') }] },
    ],
  }

  it('keeps visible links and drops a column left empty', () => {
    expect(buildFooterColumns(footer, 'fr', isHidden)).toEqual([
      { title: 'Discover', links: [{ href: '/fr/about', label: 'About us' }] },
    ])
  })
})
