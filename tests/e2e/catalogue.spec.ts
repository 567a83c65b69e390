import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { folders } from '../../src/i18n/folders'
import { editorHeaders, expectNoAxeViolations, screenshot } from './helpers'

/**
 * The catalogue as a visitor uses it, in English and Italian: filter a category by designer and
 * durability (counts change, the address follows, back and reload keep the state), open a
 * product, switch its version and read its dimensions, open one of its materials and come back.
 * Category, product, material and designer pages are axe-clean, at 390 and 1440 px.
 */

const languages = ['en', 'it'] as const
type Lang = (typeof languages)[number]

const sofas: Record<Lang, string> = { en: 'Sofas and armchairs', it: 'Divani e poltrone' }

async function categoryUrl(request: APIRequestContext, lang: Lang): Promise<string> {
  const response = await request.get(`/api/categories?locale=${lang}&where[identifier][equals]=sofas-armchairs&depth=0&limit=1`, { headers: await editorHeaders(request) })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { slug: string; name: string }[] }
  const category = docs[0]
  if (!category) throw new Error('no sofas category')
  expect(category.name).toBe(sofas[lang])
  return `/${lang}/${folders.categories[lang]}/${category.slug}/`
}

/** A product with more than one version whose dimensions differ, through the public API. */
async function productWithVersions(request: APIRequestContext, lang: Lang): Promise<{ slug: string; versions: string[] }> {
  const response = await request.get(`/api/products?locale=${lang}&depth=0&limit=100&sort=name`, { headers: await editorHeaders(request) })
  const { docs } = (await response.json()) as { docs: { slug: string; versions?: { name: string; dimensions: { length: number } }[] }[] }
  const product = docs.find((doc) => new Set((doc.versions ?? []).map((version) => version.dimensions.length)).size > 1)
  if (!product) throw new Error('no product with versions of different lengths')
  return { slug: product.slug, versions: (product.versions ?? []).map((version) => version.name) }
}

const resultCount = (page: Page) => page.locator('.catalogue .listing__count')

/** The enabled values of a facet with their counts. */
async function facetValues(page: Page, facet: string) {
  const boxes = page.locator(`input[type="checkbox"][name="${facet}"]:not([disabled])`)
  const values: { value: string; count: number }[] = []
  for (let index = 0; index < (await boxes.count()); index++) {
    const box = boxes.nth(index)
    const label = await page.locator(`label[for="${await box.getAttribute('id')}"]`).innerText()
    values.push({ value: (await box.getAttribute('value')) ?? '', count: Number(/\((\d+)\)\s*$/.exec(label.trim())?.[1] ?? 0) })
  }
  return values
}

/** The value leaving the most products while still narrowing the list (or the first one). */
async function pickValue(page: Page, facet: string, total: number) {
  const values = await facetValues(page, facet)
  const narrowing = values.filter((entry) => entry.count < total).sort((a, b) => b.count - a.count)
  const chosen = narrowing[0] ?? values[0]
  if (!chosen) throw new Error(`no ${facet} value to choose`)
  return { ...chosen, box: page.locator(`input[name="${facet}"][value="${chosen.value}"]`) }
}

async function screens(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 })
  await screenshot(page, `catalogue-${name}-1440`)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)
  await screenshot(page, `catalogue-${name}-390`)
  await page.setViewportSize({ width: 1440, height: 900 })
}

for (const lang of languages) {
  test(`filters, back and reload keep the state (${lang})`, async ({ page, request }) => {
    const url = await categoryUrl(request, lang)
    await page.goto(encodeURI(url))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sofas[lang])
    const before = (await resultCount(page).textContent()) ?? ''
    const total = Number(/\d+/.exec(before)?.[0] ?? 0)
    await expectNoAxeViolations(page)
    if (lang === 'en') await screens(page, 'category')

    const durabilityBefore = await facetValues(page, 'durability')
    const designer = await pickValue(page, 'designer', total)
    await designer.box.check()
    await expect(page).toHaveURL(new RegExp(`designer=${designer.value}`))
    await expect(resultCount(page)).toContainText(String(designer.count))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // The durability counts now count only the designer's products.
    await expect.poll(() => facetValues(page, 'durability')).not.toEqual(durabilityBefore)
    const durability = await pickValue(page, 'durability', designer.count)
    await durability.box.check()
    await expect(page).toHaveURL(new RegExp(`durability=${durability.value}`))
    await expect(resultCount(page)).toContainText(String(durability.count))
    if (lang === 'en') await screens(page, 'category-filtered')

    await page.goBack()
    await expect(page).not.toHaveURL(/durability=/)
    await expect(resultCount(page)).toContainText(String(designer.count))
    await expect(page.locator(`input[name="designer"][value="${designer.value}"]`)).toBeChecked()
    await expect(page.locator(`input[name="durability"][value="${durability.value}"]`)).not.toBeChecked()

    await page.reload()
    await expect(page).toHaveURL(new RegExp(`designer=${designer.value}`))
    await expect(resultCount(page)).toContainText(String(designer.count))
    await expect(page.locator(`input[name="designer"][value="${designer.value}"]`)).toBeChecked()

    await page.goto(`${encodeURI(url)}?designer=${designer.value}&lengthMin=9000`)
    await expect(page.locator('.catalogue__empty')).toBeVisible()
    await page.locator('.catalogue__empty a').click()
    await expect(resultCount(page)).toHaveText(before)
  })

  test(`product versions, materials and back (${lang})`, async ({ page, request }) => {
    const product = await productWithVersions(request, lang)
    await page.goto(encodeURI(`/${lang}/${folders.products[lang]}/${product.slug}`))
    const dimensions = page.getByTestId('version-dimensions')
    const first = await dimensions.innerText()
    expect(first).toMatch(lang === 'en' ? /cm \(.* in\)$/ : /cm$/)
    await page.locator('.version-picker__select').selectOption({ label: product.versions[1] ?? '' })
    await expect(dimensions).not.toHaveText(first)
    // The chosen version is in the address: reloaded (or shared), the page opens on it; the canonical address stays the product's.
    await expect(page).toHaveURL(/\?version=[^&]+$/)
    const second = await dimensions.innerText()
    await page.reload()
    await expect(page.locator('.version-picker__select')).toHaveValue(new URL(page.url()).searchParams.get('version') ?? '')
    await expect(dimensions).toHaveText(second)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^[^?]+$/)
    if (lang === 'en') {
      await expectNoAxeViolations(page)
      await screens(page, 'product')
    }

    const productUrl = page.url()
    const swatch = page.locator('.material-group a.swatch').first()
    const materialName = (await swatch.locator('.swatch__name').innerText()).trim()
    await swatch.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(materialName)
    if (lang === 'en') await screens(page, 'material')
    await page.goBack()
    await expect(page).toHaveURL(productUrl)
    await expect(page.getByTestId('version-dimensions')).toBeVisible()
  })
}

test('designer page lists the designer’s products and is axe-clean', async ({ page }) => {
  await page.goto(`/en/${folders.designers.en}/`)
  await page.locator('.view--designers a').first().click()
  await expect(page.locator('#designer-products')).toBeVisible()
  await screens(page, 'designer')
})

test('materials library filters by colour, with counts, axe-clean', async ({ page }) => {
  await page.goto(`/en/${folders.materials.en}/`)
  const count = page.locator('.catalogue .listing__count')
  const before = (await count.textContent()) ?? ''
  const colour = page.locator('input[name="colour"]:not([disabled])').first()
  const value = (await colour.getAttribute('value')) ?? ''
  const label = await page.locator(`label[for="${await colour.getAttribute('id')}"]`).innerText()
  const expected = /\((\d+)\)\s*$/.exec(label.trim())?.[1] ?? ''
  await colour.check()
  await expect(page).toHaveURL(new RegExp(`colour=${value}`))
  await expect(count).toContainText(expected)
  expect(await count.textContent()).not.toBe(before)
  await expect(page.locator('input[name="durability"]').first()).toBeVisible()
  await screens(page, 'materials-filtered')
})
