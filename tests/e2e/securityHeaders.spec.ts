import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { editorHeaders } from './helpers'

/**
 * Issue 15: the security headers of every kind of response (decision 013), the client hints
 * of Payload only under /admin, uploaded SVGs in a sandbox, and no policy violation while a
 * visitor uses the map or an editor signs in, edits and previews.
 */

const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }

function directive(policy: string | undefined, name: string): string[] | undefined {
  const found = policy?.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name)
  return found?.slice(1)
}

async function firstMatch(request: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(page)).text()
  const found = html.match(pattern)?.[0]
  if (!found) throw new Error(`no ${pattern} on ${page}`)
  return found.replaceAll('&amp;', '&')
}

/** One address per kind of response the issue lists. */
async function routeKinds(request: APIRequestContext): Promise<Record<string, string>> {
  return {
    page: '/en',
    product: '/en/products/astor-sofa',
    notFound: '/en/this-page-does-not-exist',
    admin: '/admin/login',
    api: '/api/products?limit=1&depth=0',
    suggest: '/api/search/suggest?q=sofa&locale=en',
    media: await firstMatch(request, '/en/products/astor-sofa', /\/api\/media\/file\/[^"'\s?]+/),
    download: await firstMatch(request, '/en/downloads/', /\/api\/download\/[^"'\s?]+/),
    static: await firstMatch(request, '/en', /\/_next\/static\/[^"'\s]+\.js/),
  }
}

function expectCommonHeaders(kind: string, response: APIResponse): void {
  const headers = response.headers()
  expect(response.status(), kind).toBeLessThan(500)
  expect(headers['x-content-type-options'], kind).toBe('nosniff')
  expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], kind).toContain('geolocation=(self)')
  expect(headers['permissions-policy'], kind).toContain('camera=()')
  expect(headers['permissions-policy'], kind).toContain('microphone=()')
  expect(headers['cross-origin-opener-policy'], kind).toBe('same-origin')
  expect(headers['x-frame-options'], kind).toBe('SAMEORIGIN')
  expect(headers['x-powered-by'], kind).toBeUndefined()
  const policy = headers['content-security-policy']
  expect(directive(policy, 'default-src'), kind).toEqual(["'self'"])
  expect(directive(policy, 'object-src'), kind).toEqual(["'none'"])
  expect(directive(policy, 'base-uri'), kind).toEqual(["'self'"])
  expect(directive(policy, 'form-action'), kind).toEqual(["'self'"])
  expect(directive(policy, 'frame-ancestors'), kind).toEqual(["'self'"])
  expect(directive(policy, 'connect-src'), kind).toEqual(["'self'"])
}

test('every kind of response carries the security headers, and HSTS only over https', async ({ request }) => {
  for (const [kind, path] of Object.entries(await routeKinds(request))) {
    const plain = await request.get(path, { headers: { Origin: 'https://elsewhere.example' }, maxRedirects: 0 })
    expectCommonHeaders(kind, plain)
    expect(plain.headers()['strict-transport-security'], kind).toBeUndefined()
    // CORS stays closed: no other site may read the answer.
    expect(plain.headers()['access-control-allow-origin'], kind).toBeUndefined()
    const https = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' }, maxRedirects: 0 })
    expect(https.headers()['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains')
  }
})

test("Payload's client hints reach the admin only", async ({ request }) => {
  for (const path of ['/en', '/', '/en/products/astor-sofa', '/api/products?limit=1&depth=0']) {
    const headers = (await request.get(path)).headers()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['vary'] ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('an uploaded SVG opened by itself runs no script, in a sandbox', async ({ request }) => {
  const headers = await editorHeaders(request)
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>'
  const name = `csp-${Date.now().toString(36)}.svg`
  const created = await request.post('/api/media', {
    headers,
    multipart: { file: { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) }, _payload: JSON.stringify({ alt: 'Red square' }) },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; filename: string } }
  try {
    const file = await request.get(`/api/media/file/${doc.filename}`)
    expect(file.status()).toBe(200)
    const policy = file.headers()['content-security-policy']
    expect(directive(policy, 'script-src')).toEqual(["'none'"])
    expect(directive(policy, 'sandbox')).toEqual([])
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
  } finally {
    await request.delete(`/api/media/${doc.id}`, { headers })
  }
})

/** Policy violations the page reports in its console. */
function violations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text())
  })
  return found
}

test('the store locator and its map work under the policy', async ({ page }) => {
  const reported = violations(page)
  await page.goto('/en/stores/')
  // The map's code loads once the page is idle and the map's box is in view (decision 007).
  await page.locator('.locator__map').scrollIntoViewIfNeeded()
  await expect(page.locator('.maplibregl-canvas')).toBeVisible()
  // MapLibre's worker (blob:) has drawn the basemap once the map reports itself loaded.
  await expect(page.locator('.maplibregl-map')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(reported).toEqual([])
})

test('an editor signs in, edits and opens the live preview under the admin policy', async ({ page, request }) => {
  const list = await request.get('/api/stories?locale=en&depth=0&limit=1', { headers: await editorHeaders(request) })
  const story = ((await list.json()) as { docs: { id: number; title: string }[] }).docs[0]
  if (!story) throw new Error('no story in the seed')
  const reported = violations(page)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/stories/${story.id}?locale=en`)
  await expect(page.locator('#field-title')).toBeVisible()
  const toggler = page.locator('#live-preview-toggler')
  if ((await toggler.getAttribute('aria-label')) === 'Live Preview') await toggler.click()
  // The admin frames the site (frame-src 'self'), the site lets it (frame-ancestors 'self').
  await expect(page.frameLocator('#live-preview-iframe').locator('h1')).toBeVisible()
  expect(reported).toEqual([])
})
