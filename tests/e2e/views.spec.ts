import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { folders, type FolderName } from '../../src/i18n/folders'
import { editorHeaders, expectNoAxeViolations } from './helpers'

/**
 * The page bodies of every page type, in English: the main heading names the document,
 * every image has an alternative text, and the pages people land on most are axe-clean.
 */

const locale = 'en'

interface Doc {
  id: number
  slug: string
  name: string
}

/** The first published document of a collection, through the public REST API. */
async function firstDoc(request: APIRequestContext, collection: string, nameField: string, where = ''): Promise<Doc> {
  const response = await request.get(`/api/${collection}?locale=${locale}&limit=1&depth=0${where}`, { headers: await editorHeaders(request) })
  expect(response.status(), collection).toBe(200)
  const body = (await response.json()) as { docs: Record<string, unknown>[] }
  const doc = body.docs[0]
  if (!doc) throw new Error(`no published ${collection}`)
  return { id: Number(doc.id), slug: String(doc.slug), name: String(doc[nameField]) }
}

const folderPath = (folder: FolderName) => `/${locale}/${folders[folder][locale]}/`

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(encodeURI(path))
  expect(response?.status(), path).toBe(200)
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.locator('h1')).toHaveCount(1)
}

/** Every image has an `alt` attribute, and the page shows at least one really loaded image. */
async function expectImagesWithAlt(page: Page): Promise<void> {
  await expect(page.locator('main img').first()).toBeVisible()
  await expect(page.locator('main img:not([alt])')).toHaveCount(0)
  const first = page.locator('main img').first()
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
}

/** Breadcrumbs: a labelled navigation from the home to this page, the last one marked current. */
async function expectBreadcrumbs(page: Page, current: string): Promise<void> {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link').first()).toHaveText('Home')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current)
}

const documents = [
  { collection: 'products', folder: 'products', nameField: 'name', axe: true },
  { collection: 'materials', folder: 'materials', nameField: 'name', axe: true },
  { collection: 'stores', folder: 'stores', nameField: 'companyName', axe: true },
  { collection: 'moods', folder: 'moods', nameField: 'title', axe: false },
  { collection: 'projects', folder: 'projects', nameField: 'title', axe: false },
  { collection: 'stories', folder: 'stories', nameField: 'title', axe: false },
  { collection: 'designers', folder: 'designers', nameField: 'name', axe: false },
] as const

for (const { collection, folder, nameField, axe } of documents) {
  test(`a ${collection} page shows the document`, async ({ page, request }) => {
    const doc = await firstDoc(request, collection, nameField)
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, `${folderPath(folder)}${doc.slug}`)
    await expectHeading(page, doc.name)
    await expectBreadcrumbs(page, doc.name)
    // Designers may have no portrait; their page still lists their products' pictures.
    await expectImagesWithAlt(page)
    if (axe) await expectNoAxeViolations(page)
  })
}

test('a product page shows versions in centimetres, material swatches linking to materials, and related products', async ({ page, request }) => {
  const response = await request.get(`/api/products?locale=${locale}&limit=1&depth=1&where[code][equals]=AV-SOF-001`, { headers: await editorHeaders(request) })
  const product = ((await response.json()) as { docs: { slug: string; name: string; materials: { name: string; slug: string }[] }[] }).docs[0]
  if (!product) throw new Error('product AV-SOF-001 missing')
  await open(page, `${folderPath('products')}${product.slug}`)
  const versions = page.getByRole('region', { name: 'Versions' })
  await expect(versions.getByRole('table')).toContainText(' cm')
  const material = product.materials[0]
  if (material) {
    const swatch = page.getByRole('region', { name: 'Available materials' }).getByRole('link', { name: material.name })
    await expect(swatch).toHaveAttribute('href', `${folderPath('materials')}${material.slug}`)
  }
  await expect(page.getByRole('region', { name: 'Related products' }).getByRole('article').first()).toBeVisible()
})

test('a store page shows address, contacts and opening hours', async ({ page, request }) => {
  const store = await firstDoc(request, 'stores', 'companyName', '&where[phone][exists]=true')
  await open(page, `${folderPath('stores')}${store.slug}`)
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7)
})

const sections: { folder: FolderName; collection: string; nameField: string }[] = [
  { folder: 'products', collection: 'products', nameField: 'name' },
  { folder: 'categories', collection: 'categories', nameField: 'name' },
  { folder: 'materials', collection: 'materials', nameField: 'name' },
  { folder: 'moods', collection: 'moods', nameField: 'title' },
  { folder: 'projects', collection: 'projects', nameField: 'title' },
  { folder: 'stories', collection: 'stories', nameField: 'title' },
  { folder: 'designers', collection: 'designers', nameField: 'name' },
  { folder: 'downloads', collection: 'downloads', nameField: 'title' },
  { folder: 'stores', collection: 'stores', nameField: 'companyName' },
]

for (const { folder, collection, nameField } of sections) {
  test(`the ${folder} section lists its documents`, async ({ page, request }) => {
    const where = collection === 'categories' ? '&where[identifier][not_equals]=index' : collection === 'moods' ? '&where[archived][not_equals]=true' : ''
    const doc = await firstDoc(request, collection, nameField, where)
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, folderPath(folder))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('main')).toContainText(doc.name)
    await expect(page.locator('main img:not([alt])')).toHaveCount(0)
    if (['products', 'materials', 'stores', 'downloads'].includes(folder)) await expectNoAxeViolations(page)
  })
}

test('the products section lists the catalogue with its filters', async ({ page }) => {
  await open(page, folderPath('products'))
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toContainText(/\d+ products/)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})

test('a download in the downloads section links straight to its file', async ({ page, request }) => {
  await open(page, folderPath('downloads'))
  const link = page.locator('main a[download]').first()
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  const file = await request.get(href ?? '')
  expect(file.status()).toBe(200)
})

test('a category page shows its introduction and its products', async ({ page, request }) => {
  const category = await firstDoc(request, 'categories', 'name', '&where[identifier][equals]=beds')
  await open(page, `${folderPath('categories')}${category.slug}/`)
  await expectHeading(page, category.name)
  await expectBreadcrumbs(page, category.name)
  const product = await firstDoc(request, 'products', 'name', `&where[category][equals]=${category.id}`)
  await expect(page.getByRole('main')).toContainText(product.name)
  await expectImagesWithAlt(page)
})

test('a material family page shows its materials', async ({ page, request }) => {
  const family = await firstDoc(request, 'material-categories', 'name')
  await open(page, `${folderPath('materials')}${family.slug}/`)
  await expectHeading(page, family.name)
  const material = await firstDoc(request, 'materials', 'name', `&where[category][equals]=${family.id}`)
  await expect(page.getByRole('main').getByRole('link', { name: material.name })).toBeVisible()
  await expectImagesWithAlt(page)
})

test('a download category page lists its files', async ({ page, request }) => {
  const category = await firstDoc(request, 'download-categories', 'name')
  await open(page, `${folderPath('downloads')}${category.slug}/`)
  await expectHeading(page, category.name)
  const download = await firstDoc(request, 'downloads', 'title', `&where[category][equals]=${category.id}`)
  await expect(page.getByRole('main')).toContainText(download.name)
})

test('a story category page lists only that category, newest first', async ({ page, request }) => {
  const story = await firstDoc(request, 'stories', 'title')
  const response = await request.get(`/api/stories?locale=${locale}&limit=1&depth=0&where[id][equals]=${story.id}`, { headers: await editorHeaders(request) })
  const category = ((await response.json()) as { docs: { category: string }[] }).docs[0]?.category ?? 'news'
  await open(page, `${folderPath('stories')}${category}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Topics' }).locator('[aria-current="page"]')).toHaveAttribute('href', `${folderPath('stories')}${category}/`)
  await expect(page.getByRole('main')).toContainText(story.name)
})

test('the mood archive shows archived moods and links back to the current ones', async ({ page, request }) => {
  const archived = await firstDoc(request, 'moods', 'title', '&where[archived][equals]=true')
  await open(page, `${folderPath('moods')}archive/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood archive')
  await expect(page.getByRole('main')).toContainText(archived.name)
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the current moods' })).toHaveAttribute('href', folderPath('moods'))
})

test('the home has no breadcrumbs and shows categories, material families and stories', async ({ page, request }) => {
  await open(page, `/${locale}`)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  await expect(page.locator('h1')).toHaveCount(1)
  const story = await firstDoc(request, 'stories', 'title')
  await expect(page.getByRole('region', { name: 'Latest stories' })).toContainText(story.name)
  const family = await firstDoc(request, 'material-categories', 'name')
  await expect(page.getByRole('region', { name: 'The art of materials' })).toContainText(family.name)
  await expect(page.locator('main img:not([alt])')).toHaveCount(0)
})
