import { describe, expect, it } from 'vitest'
import { categoryIdentifiers } from '@/collections/Categories'
import { isValidSlug } from '@/domain/slugify'
import { folders } from '@/i18n/folders'
import { locales, type Locale } from '@/i18n/locales'
import { moods, projects, stories } from './editorial'
import { productKeys } from './keys'
import { site } from './site'
import type { HomeSeed, LinkSeed } from './types'

const allProductKeys: string[] = Object.values(productKeys).flat()
const pageKeys = site.pages.map((page) => page.key)
const unique = (values: unknown[]) => new Set(values).size === values.length

// ---------- localized texts ----------

type Found = { path: string; value: Record<Locale, string | string[]> }

/** Every { it, en, de, es, fr, ru, zh } object under `value`, except slugs. */
function localizedIn(value: unknown, path = '', found: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, index) => localizedIn(item, `${path}[${index}]`, found))
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === locales.length && locales.every((locale) => keys.includes(locale))) found.push({ path, value: value as Found['value'] })
    else for (const [key, child] of Object.entries(value)) if (key !== 'slug') localizedIn(child, path ? `${path}.${key}` : key, found)
  }
  return found
}

const cyrillic = /[\u0400-\u04ff]/
const han = /[\u4e00-\u9fff]/
const placeholder = /[Ll]orem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\[(it|en|de|es|fr|ru|zh)\]/

function expectTranslated({ path, value }: Found): void {
  const texts = (locale: Locale): string[] => {
    const text = value[locale]
    return Array.isArray(text) ? text : [text]
  }
  const paragraphs = texts('it').length
  for (const locale of locales) {
    expect(texts(locale).length, `${path}.${locale}: paragraph count`).toBe(paragraphs)
    for (const text of texts(locale)) {
      expect(text.trim(), `${path}.${locale} is empty`).not.toBe('')
      expect(text, `${path}.${locale}`).not.toMatch(placeholder)
    }
  }
  // As many paragraphs in Italian as in every language (checked above).
  for (const [index, italian] of texts('it').entries()) {
    if (italian.length < 25) continue
    for (const locale of locales.filter((other) => other !== 'it')) expect(texts(locale)[index], `${path}.${locale} copies Italian`).not.toBe(italian)
    const all = locales.map((locale) => texts(locale)[index])
    if (italian.length >= 60) expect(new Set(all).size, `${path}[${index}]: some languages repeat another`).toBe(locales.length)
    expect(texts('ru')[index], `${path}.ru`).toMatch(cyrillic)
    expect(texts('zh')[index], `${path}.zh`).toMatch(han)
  }
}

// ---------- links ----------

function expectLinkResolves(link: LinkSeed, where: string): void {
  const target = link.target
  switch (target.kind) {
    case 'page':
      expect(pageKeys, `${where}: page ${target.key}`).toContain(target.key)
      break
    case 'category':
      expect(categoryIdentifiers, where).toContain(target.identifier)
      break
    case 'product':
      expect(allProductKeys, where).toContain(target.key)
      break
    case 'url':
      expect(target.url, where).toMatch(/^https:\/\//)
      break
  }
}

const teaserKeys = {
  moods: moods.map((mood) => mood.key),
  projects: projects.map((project) => project.key),
  stories: stories.map((story) => story.key),
  categories: [...categoryIdentifiers] as string[],
}

function expectHome(home: HomeSeed, name: string): void {
  expect(home.slides).toHaveLength(3)
  home.slides.forEach((slide, index) => expectLinkResolves(slide.link, `${name}.slides[${index}]`))
  expectLinkResolves(home.cta.link, `${name}.cta`)
  expect(home.featuredProducts.length).toBeGreaterThanOrEqual(6)
  expect(home.featuredProducts.length).toBeLessThanOrEqual(8)
  expect(unique(home.featuredProducts)).toBe(true)
  for (const key of home.featuredProducts) expect(allProductKeys, key).toContain(key)
  for (const teaser of home.teasers) expect(teaserKeys[teaser.collection], `${teaser.collection}/${teaser.key}`).toContain(teaser.key)
  for (const collection of ['moods', 'projects', 'stories'] as const) {
    expect(home.teasers.filter((teaser) => teaser.collection === collection), collection).toHaveLength(2)
  }
  expect(unique(home.teasers.map((teaser) => `${teaser.collection}/${teaser.key}`))).toBe(true)
  for (const locale of locales) expect(home.intro.text[locale].length).toBeGreaterThanOrEqual(1)
}

// ---------- tests ----------

describe('site', () => {
  it('is named and has a tagline', () => {
    expect(site.siteName).toBe('Atelier Vesta')
  })

  it('gives every text in all seven languages, really translated', () => {
    const found = localizedIn(site)
    expect(found.length).toBeGreaterThan(100)
    found.forEach(expectTranslated)
  })

  it('has a home whose slides, products and teasers all exist', () => {
    expectHome(site.home, 'home')
  })

  it('has its own China home with the same structure', () => {
    expectHome(site.chinaHome, 'chinaHome')
    const titles = (home: HomeSeed) => home.slides.map((slide) => slide.title.en)
    expect(titles(site.chinaHome)).not.toEqual(titles(site.home))
    expect(site.chinaHome.slides.some((slide) => /Shanghai/.test(slide.title.en))).toBe(true)
  })

  describe('pages', () => {
    const required = [
      'products', 'materials', 'moods', 'projects', 'stories', 'whats-new', 'stores', 'downloads', 'designers',
      'about', 'art-of-materials', 'products-panoramics', 'materials-panoramics', 'contacts', 'work-with-us', 'privacy', 'cookies', 'terms',
    ]

    it('include every section landing and service page once', () => {
      for (const key of required) expect(pageKeys).toContain(key)
      expect(unique(pageKeys)).toBe(true)
    })

    it('have valid slugs, unique per language, ASCII in Chinese', () => {
      const reserved = new Set(['homepage', 'homepage-china', 'index'])
      for (const locale of locales) {
        const slugs = site.pages.map((page) => page.slug?.[locale])
        for (const [index, slug] of slugs.entries()) {
          if (slug === undefined) throw new Error(`${site.pages[index]?.key}.${locale}: no slug`)
          expect(isValidSlug(slug), slug).toBe(true)
          expect(reserved.has(slug)).toBe(false)
          if (locale === 'zh') expect(slug).toMatch(/^[a-z0-9-]+$/)
        }
        expect(unique(slugs), `${locale}: ${slugs.join(', ')}`).toBe(true)
      }
    })

    it('use the agreed slugs for products, materials, stores and moods', () => {
      const slugOf = (key: string) => site.pages.find((page) => page.key === key)?.slug
      expect(slugOf('materials')).toEqual({ it: 'materiali', en: 'materials', de: 'materialien', es: 'materiales', fr: 'materiaux', ru: 'материалы', zh: 'materials' })
      expect(slugOf('products')).toEqual({ it: 'prodotti', en: 'products', de: 'produkte', es: 'productos', fr: 'produits', ru: 'продукты', zh: 'products' })
      for (const locale of locales) {
        expect(slugOf('stores')?.[locale]).toBe('stores')
        expect(slugOf('moods')?.[locale]).toBe('moods')
      }
    })

    it('match the localized folder names of their sections', () => {
      for (const key of ['products', 'materials', 'moods', 'projects', 'stories', 'downloads', 'designers', 'stores'] as const) {
        const page = site.pages.find((candidate) => candidate.key === key)
        for (const locale of locales) expect(page?.slug?.[locale], `${key}.${locale}`).toBe(folders[key][locale])
      }
    })

    it('introduce themselves in one or two paragraphs', () => {
      for (const page of site.pages) {
        for (const locale of locales) {
          expect(page.intro[locale].length, page.key).toBeGreaterThanOrEqual(1)
          expect(page.intro[locale].length, page.key).toBeLessThanOrEqual(3)
        }
      }
    })
  })

  describe('menu', () => {
    it('has five to seven entries that resolve', () => {
      expect(site.menu.length).toBeGreaterThanOrEqual(5)
      expect(site.menu.length).toBeLessThanOrEqual(7)
      site.menu.forEach((item, index) => {
        expectLinkResolves(item, `menu[${index}]`)
        item.children?.forEach((child, childIndex) => expectLinkResolves(child, `menu[${index}].children[${childIndex}]`))
      })
      const pagesLinked = site.menu.flatMap((item) => (item.target.kind === 'page' ? [item.target.key] : []))
      for (const key of ['products', 'materials', 'moods', 'projects', 'stories', 'stores', 'contacts']) expect(pagesLinked).toContain(key)
    })

    it('opens Products onto the nine categories', () => {
      const products = site.menu.find((item) => item.target.kind === 'page' && item.target.key === 'products')
      const identifiers = (products?.children ?? []).map((child) => (child.target.kind === 'category' ? child.target.identifier : child.target.kind))
      expect(identifiers).toEqual(categoryIdentifiers.filter((identifier) => identifier !== 'index'))
    })
  })

  describe('footer', () => {
    it('has three or four columns of links that resolve', () => {
      expect(site.footer.columns.length).toBeGreaterThanOrEqual(3)
      expect(site.footer.columns.length).toBeLessThanOrEqual(4)
      site.footer.columns.forEach((column, index) => {
        expect(column.links.length, `column ${index}`).toBeGreaterThanOrEqual(2)
        column.links.forEach((link, linkIndex) => expectLinkResolves(link, `footer.columns[${index}].links[${linkIndex}]`))
      })
      const linked = site.footer.columns.flatMap((column) => column.links.flatMap((link) => (link.target.kind === 'page' ? [link.target.key] : [])))
      for (const key of ['privacy', 'cookies', 'terms']) expect(linked).toContain(key)
    })

    it('names the company with its VAT number', () => {
      for (const locale of locales) {
        expect(site.footer.legal[locale]).toContain('Atelier Vesta S.p.A.')
        expect(site.footer.legal[locale]).toMatch(/IT\d{11}/)
        expect(site.footer.address[locale]).toContain('Viale Martiri della Libertà 42')
        expect(site.footer.address[locale]).toContain('20851')
      }
    })

    it('links to the brand’s social profiles', () => {
      expect(site.footer.social.length).toBeGreaterThanOrEqual(3)
      expect(unique(site.footer.social.map((profile) => profile.network))).toBe(true)
      for (const profile of site.footer.social) expect(profile.url).toMatch(/^https:\/\/[a-z0-9.-]+\/(@|company\/)?ateliervesta\.example$/)
    })
  })
})
