import fs from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { pdfText } from '../fixtures/pdfText'
import { editorHeaders, expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, signedInVisitor } from './visitors'

ownAddressPerTest('100.65')

/** Two published products with their Chinese and Russian names (an editor's REST read). */
async function products(request: APIRequestContext): Promise<{ id: number; zh: string; ru: string }[]> {
  const read = async (locale: string) => {
    const response = await request.get(`/api/products?where[_status][equals]=published&sort=id&limit=2&locale=${locale}&depth=0`, { headers: await editorHeaders(request) })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { docs: { id: number; name: string }[] }).docs
  }
  const [zh, ru] = await Promise.all([read('zh'), read('ru')])
  return zh.map((product, index) => ({ id: product.id, zh: product.name, ru: ru[index]?.name ?? '' }))
}

test('the printable wishlist: own layout, QR codes, and a PDF whose Chinese and Russian text reads back', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedInVisitor(page, baseURL ?? '', 'wishpdf')
  const saved = await products(request)
  expect(saved).toHaveLength(2)
  for (const product of saved) {
    const added = await page.request.post('/api/user/wishlist/add', { headers: { Origin: baseURL ?? '' }, data: { kind: 'product', id: String(product.id) } })
    expect(added.status()).toBe(200)
  }

  await page.goto('/zh/user/download-wishlist')
  await expect(page.getByTestId('print-item')).toHaveCount(2)
  // Its own layout: no site header or footer.
  await expect(page.locator('header.header, footer')).toHaveCount(0)
  for (const product of saved) await expect(page.getByRole('heading', { level: 3, name: product.zh })).toBeVisible()
  await expect(page.getByRole('img', { name: /二维码/ })).toHaveCount(2)
  await expect(page.locator('html')).toHaveAttribute('data-chinese-font', 'ready')
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-print-zh-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'wishlist-print-zh-390')
  // Printed: the tools are gone.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.print-tools')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // The PDF, downloaded as a visitor does.
  const link = page.getByRole('link', { name: '下载 PDF' })
  await waitForHydration(page.locator('.print-tools select'))
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/^wishlist-\d{4}-\d{2}-\d{2}\.pdf$/)
  const zh = await pdfText(fs.readFileSync(await download.path()))
  for (const product of saved) expect(zh.text).toContain(product.zh)

  const ru = await page.request.get('/api/user/wishlist/pdf?lang=ru&paper=letter')
  expect(ru.status()).toBe(200)
  expect(ru.headers()['cache-control']).toBe('private, no-store')
  const ruText = (await pdfText(await ru.body())).text
  for (const product of saved) expect(ruText).toContain(product.ru)
  expect(ruText).toMatch(/[А-Яа-я]{4,}/)
})

test('signed out, the printable wishlist goes to sign-in and the PDF answers 401', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/en/user/download-wishlist')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Fuser%2Fdownload-wishlist$/)
  const pdf = await page.request.get('/api/user/wishlist/pdf?lang=en')
  expect(pdf.status()).toBe(401)
  expect(pdf.headers()['content-type']).toContain('application/json')
})
