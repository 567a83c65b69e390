import { describe, expect, it } from 'vitest'
import { storyCategories } from '@/collections/Stories'
import { isValidSlug, slugify } from '@/domain/slugify'
import { locales, type Locale } from '@/i18n/locales'
import { downloadCategories, downloads, moods, projects, stories } from './editorial'
import { allMaterialCodes, productKeys } from './keys'
import type { SceneSpec } from './types'

const allProductKeys: string[] = Object.values(productKeys).flat()
const sceneKinds = ['living', 'bedroom', 'dining', 'outdoor', 'showroom', 'facade', 'workshop', 'hotel', 'yacht']
const unique = (values: unknown[]) => new Set(values).size === values.length

// ---------- localized texts ----------

type Found = { path: string; value: Record<Locale, string | string[]> }

/** Every { it, en, de, es, fr, ru, zh } object under `value`. */
function localizedIn(value: unknown, path = '', found: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, index) => localizedIn(item, `${path}[${index}]`, found))
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === locales.length && locales.every((locale) => keys.includes(locale))) found.push({ path, value: value as Found['value'] })
    else for (const [key, child] of Object.entries(value)) localizedIn(child, path ? `${path}.${key}` : key, found)
  }
  return found
}

const cyrillic = /[\u0400-\u04ff]/
const han = /[\u4e00-\u9fff]/
const placeholder = /[Ll]orem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\[(it|en|de|es|fr|ru|zh)\]/

/** Non-empty in every language; longer texts are really translated (differ, right script). */
function expectTranslated({ path, value }: Found): void {
  const texts = (locale: Locale): string[] => {
    const text = value[locale]
    return Array.isArray(text) ? text : [text]
  }
  const paragraphs = texts('it').length
  for (const locale of locales) {
    expect(texts(locale).length, `${path}.${locale}: paragraph count`).toBe(paragraphs)
    for (const text of texts(locale)) {
      expect(typeof text, `${path}.${locale}`).toBe('string')
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
    for (const locale of ['it', 'en', 'de', 'es', 'fr'] as const) {
      expect(texts(locale)[index], `${path}.${locale}`).not.toMatch(cyrillic)
      expect(texts(locale)[index], `${path}.${locale}`).not.toMatch(han)
    }
  }
}

function expectScene(scene: SceneSpec): void {
  expect(sceneKinds).toContain(scene.kind)
  expect(scene.palette.length).toBeGreaterThanOrEqual(3)
  expect(scene.palette.length).toBeLessThanOrEqual(5)
  for (const colour of scene.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
  expect(Number.isInteger(scene.seed)).toBe(true)
}

function expectIsoDate(value: string): void {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/)
  expect(Number.isNaN(Date.parse(value))).toBe(false)
}

/** Titles become slugs per language: they must stay valid and distinct within a collection. */
function expectDistinctSlugs(titles: Record<Locale, string>[]): void {
  for (const locale of locales) {
    const slugs = titles.map((title) => slugify(title[locale]))
    for (const slug of slugs) expect(isValidSlug(slug), `${locale}: ${slug}`).toBe(true)
    expect(unique(slugs), `${locale}: duplicate slugs ${slugs.join(', ')}`).toBe(true)
  }
}

// ---------- tests ----------

describe('editorial data', () => {
  it('has the expected amounts', () => {
    expect(moods).toHaveLength(6)
    expect(moods.filter((mood) => mood.archived)).toHaveLength(2)
    expect(projects).toHaveLength(6)
    expect(stories).toHaveLength(12)
    expect(downloadCategories).toHaveLength(6)
    expect(downloads).toHaveLength(15)
  })

  it('uses unique keys and image seeds', () => {
    for (const list of [moods, projects, stories, downloadCategories, downloads]) {
      expect(unique(list.map((item) => item.key))).toBe(true)
      for (const item of list) expect(item.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    const scenes = [
      ...moods.map((mood) => mood.cover),
      ...projects.flatMap((project) => [project.cover, ...project.steps.map((step) => step.image)]),
      ...stories.map((story) => story.cover),
    ]
    expect(unique(scenes.map((scene) => scene.seed))).toBe(true)
    scenes.forEach(expectScene)
  })

  it('refers only to products and materials that exist', () => {
    const referenced = [...moods, ...projects, ...stories, ...downloads].flatMap((item) => item.products)
    for (const key of referenced) expect(allProductKeys, key).toContain(key)
    for (const code of moods.flatMap((mood) => mood.materials)) expect(allMaterialCodes, code).toContain(code)
    for (const item of [...moods, ...projects, ...stories, ...downloads]) expect(unique(item.products), item.key).toBe(true)
  })

  it('gives every text in all seven languages, really translated', () => {
    const found = localizedIn({ moods, projects, stories, downloadCategories, downloads })
    expect(found.length).toBeGreaterThan(120)
    found.forEach(expectTranslated)
  })

  it('keeps generated slugs valid and distinct per language', () => {
    expectDistinctSlugs(moods.map((mood) => mood.title))
    expectDistinctSlugs(projects.map((project) => project.title))
    expectDistinctSlugs(stories.map((story) => story.title))
    expectDistinctSlugs(downloadCategories.map((category) => category.name))
  })

  describe('moods', () => {
    it.each(moods.map((mood) => [mood.key, mood] as const))('%s', (_key, mood) => {
      expect(mood.products.length).toBeGreaterThanOrEqual(3)
      expect(mood.products.length).toBeLessThanOrEqual(6)
      expect(mood.materials.length).toBeGreaterThanOrEqual(3)
      expect(mood.materials.length).toBeLessThanOrEqual(6)
      for (const locale of locales) {
        expect(mood.body[locale].length).toBeGreaterThanOrEqual(2)
        expect(mood.body[locale].length).toBeLessThanOrEqual(3)
      }
      expectIsoDate(mood.publishedAt)
    })
  })

  describe('projects', () => {
    it.each(projects.map((project) => [project.key, project] as const))('%s', (_key, project) => {
      expect(project.steps.length).toBeGreaterThanOrEqual(3)
      expect(project.steps.length).toBeLessThanOrEqual(5)
      expect(project.year).toBeGreaterThanOrEqual(2019)
      expect(project.year).toBeLessThanOrEqual(2026)
      expect(project.architect).toMatch(/^\p{Lu}[\p{L}'-]+( \p{Lu}[\p{L}'-]+)+$/u)
      expect(project.products.length).toBeGreaterThanOrEqual(3)
      expectIsoDate(project.publishedAt)
      expect(Number(project.publishedAt.slice(0, 4))).toBeGreaterThanOrEqual(project.year)
    })
  })

  describe('stories', () => {
    it('cover every category and both years, newest first', () => {
      expect(new Set(stories.map((story) => story.category))).toEqual(new Set(storyCategories))
      const years = new Set(stories.map((story) => story.publishedAt.slice(0, 4)))
      expect(years).toEqual(new Set(['2025', '2026']))
      const dates = stories.map((story) => story.publishedAt)
      expect(dates).toEqual([...dates].sort().reverse())
    })

    it.each(stories.map((story) => [story.key, story] as const))('%s', (_key, story) => {
      expect(storyCategories).toContain(story.category)
      expectIsoDate(story.publishedAt)
      for (const locale of locales) {
        expect(story.body[locale].length).toBeGreaterThanOrEqual(3)
        expect(story.body[locale].length).toBeLessThanOrEqual(4)
        expect(story.excerpt[locale].length).toBeLessThan(story.body[locale].join(' ').length)
      }
      expect(story.products.length).toBeGreaterThanOrEqual(1)
    })
  })

  describe('downloads', () => {
    it('fill every category, in display order', () => {
      const categoryKeys = downloadCategories.map((category) => category.key)
      for (const download of downloads) expect(categoryKeys).toContain(download.category)
      for (const key of categoryKeys) expect(downloads.some((download) => download.category === key), key).toBe(true)
      expect(downloadCategories.map((category) => category.order)).toEqual([1, 2, 3, 4, 5, 6])
    })

    it('are mostly multilingual PDFs with unique, realistic file names', () => {
      expect(unique(downloads.map((download) => download.fileName))).toBe(true)
      for (const download of downloads) {
        expect(download.fileType).toBe('pdf')
        expect(download.fileName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/)
        expect(['multi', ...locales]).toContain(download.language)
      }
      const multi = downloads.filter((download) => download.language === 'multi').length
      expect(multi).toBeGreaterThan(downloads.length / 2)
      expect(multi).toBeLessThan(downloads.length)
    })

    it.each(downloads.map((download) => [download.key, download] as const))('%s: its document has what it prints', (_key, download) => {
      const { document } = download
      expect(download.products.length).toBeGreaterThanOrEqual(1)
      for (const key of download.products) expect(allProductKeys).toContain(key)
      switch (document.kind) {
        case 'data-sheet':
          expect(download.category).toBe('spec-sheets')
          expect(download.products[0]).toBe(document.product)
          break
        case 'catalogue':
          expect(download.category).toBe('catalogues')
          for (const text of document.notes) expect(text).not.toMatch(placeholder)
          break
        case 'text':
          expect(document.heading.trim()).not.toBe('')
          expect(document.lines.filter((line) => line.trim() !== '').length).toBeGreaterThanOrEqual(10)
          for (const text of [document.heading, ...document.lines]) expect(text).not.toMatch(placeholder)
          break
        default:
          throw new Error(`Unknown document: ${JSON.stringify(document satisfies never)}`)
      }
    })

    it('price lists carry codes and prices in their currency', () => {
      const priceLists = downloads.flatMap((download) => (download.category === 'price-lists' && download.document.kind === 'text' ? [{ pdf: download.document }] : []))
      expect(priceLists).toHaveLength(3)
      expect(new Set(priceLists.map((list) => list.pdf.heading.match(/\((EUR|GBP|USD)\)/)?.[1]))).toEqual(new Set(['EUR', 'GBP', 'USD']))
      for (const list of priceLists) {
        const currency = list.pdf.heading.match(/\((EUR|GBP|USD)\)/)?.[1]
        const priced = list.pdf.lines.filter((line) => /^AV-[A-Z]{3}-\d{3}-[A-Z0-9]+ {2}.+ {2}(EUR|GBP|USD) \d{1,3}([.,]\d{3})*$/.test(line))
        expect(priced.length).toBeGreaterThanOrEqual(15)
        if (currency === undefined) throw new Error(`${list.pdf.heading}: no currency in the heading`)
        for (const line of priced) expect(line.endsWith(currency) || line.includes(` ${currency} `)).toBe(true)
        expect(unique(priced.map((line) => line.split(' ')[0]))).toBe(true)
      }
    })
  })
})
