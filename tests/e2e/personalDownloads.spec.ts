import { expect, test } from '@playwright/test'
import { editorHeaders, expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, registeredVisitor, visitorPassphrase } from './visitors'

ownAddressPerTest('100.72')

/** A seeded download for registered visitors only (3D/CAD), read as an editor: its id, English title and stored name. */
async function restrictedDownload(request: Parameters<typeof editorHeaders>[0]): Promise<{ id: number; title: string; filename: string }> {
  const response = await request.get('/api/downloads?where[restricted][equals]=true&locale=en&depth=0&limit=1&sort=title', { headers: await editorHeaders(request) })
  const [download] = ((await response.json()) as { docs: { id: number; title: string; filename: string }[] }).docs
  if (!download) throw new Error('the seed marks no download for registered visitors only')
  return download
}

test('a file for registered visitors only is never reachable without a session, and its address is in no public page', async ({ request }) => {
  const download = await restrictedDownload(request)
  // Payload's static URL, the named-download route and the personal endpoint, signed out.
  expect((await request.get(`/api/downloads/file/${encodeURIComponent(download.filename)}`)).status()).toBe(403)
  expect((await request.get(`/api/download/${encodeURIComponent(download.filename)}`)).status()).toBe(404)
  const personal = await request.get(`/api/user/downloads/${String(download.id)}?lang=en`)
  expect(personal.status()).toBe(401)
  expect(personal.headers()['content-type']).toContain('application/json')
  // Listed, with a sign-in prompt: the public library, the personal page and the search.
  for (const path of ['/en/downloads/', '/en/user/downloads']) {
    const html = await (await request.get(path)).text()
    expect(html).toContain(download.title.replace(/&/g, '&amp;'))
    expect(html).not.toContain(download.filename)
  }
  // A product it belongs to lists it too, with the sign-in prompt and without its file.
  const products = await request.get(`/api/products?where[downloads][in]=${String(download.id)}&where[_status][equals]=published&locale=en&depth=0&limit=1`, { headers: await editorHeaders(request) })
  const product = ((await products.json()) as { docs: { slug: string }[] }).docs[0]
  expect(product).toBeDefined()
  const page = await request.get(`/en/products/${product?.slug ?? ''}`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(html).toContain(download.title.replace(/&/g, '&amp;'))
  expect(html).toContain('/en/user/login?next=')
  expect(html).not.toContain(download.filename)
})

test('anonymous: the sign-in prompt; signed in: the download through the session, then "downloaded on"', async ({ page, baseURL, request }) => {
  test.setTimeout(180_000)
  const download = await restrictedDownload(request)
  const email = await registeredVisitor(page, baseURL ?? '', 'downloads')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/user/downloads')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My downloads')
  const row = page.locator(`#download-${String(download.id)}`)
  await expect(row).toContainText('Registered visitors only')
  const prompt = row.getByRole('link', { name: `Sign in to download ${download.title}` })
  await waitForHydration(prompt)
  await expect(prompt).toHaveAttribute('href', `/en/user/login?next=${encodeURIComponent(`/en/user/downloads#download-${String(download.id)}`)}`)
  await expectNoAxeViolations(page)
  await screenshot(page, 'personal-downloads-anonymous-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await row.scrollIntoViewIfNeeded()
  await screenshot(page, 'personal-downloads-anonymous-390')
  await page.setViewportSize({ width: 1440, height: 900 })

  await prompt.click()
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(visitorPassphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/user/downloads#download-${String(download.id)}$`))

  const take = row.getByRole('link', { name: `Download ${download.title}` })
  await waitForHydration(take)
  await expect(take).toHaveAttribute('href', `/api/user/downloads/${String(download.id)}`)
  const [file] = await Promise.all([page.waitForEvent('download'), take.click()])
  expect(file.suggestedFilename()).toBe(download.filename)
  await expect(row).toContainText(/Downloaded on \d{1,2} \w+ \d{4}|Downloaded on \w+ \d{1,2}, \d{4}/)
  // After a reload the history comes from the server, not from the page's memory.
  await page.reload()
  await expect(page.locator(`#download-${String(download.id)}`)).toContainText('Downloaded on')
  await expect(page.locator(`#download-${String(download.id)}`)).not.toContainText('Newer version available')
  await expectNoAxeViolations(page)
  await screenshot(page, 'personal-downloads-signed-in-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.locator(`#download-${String(download.id)}`).scrollIntoViewIfNeeded()
  await screenshot(page, 'personal-downloads-signed-in-390')

  // The personal state never comes from a cache: the history answers private, no-store.
  const history = await page.request.get('/api/user/downloads?lang=en')
  expect(history.headers()['cache-control']).toBe('private, no-store')
  expect(((await history.json()) as { taken: { id: number }[] }).taken.map((entry) => entry.id)).toContain(download.id)
})
