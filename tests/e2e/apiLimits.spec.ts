import { expect, test, type APIRequestContext } from '@playwright/test'
import { editorHeaders, productByCode } from './helpers'

/**
 * Issue 15: one anonymous request used to take the site down (`?limit=1&depth=10` never
 * finished, `?depth=5` gave 24 MB, 50 GraphQL aliases took 10.9 s). Each is sent alone and
 * 20 at a time, anonymously and as an editor, and the home page must still answer.
 */
const aliases = Array.from({ length: 50 }, (_, n) => `a${n}: Products { docs { id name category { name } } }`).join(' ')
const heavy = [
  { method: 'GET', path: '/api/products?limit=1&depth=10' },
  { method: 'GET', path: '/api/products?depth=5' },
  { method: 'POST', path: '/api/graphql', data: { query: `{ ${aliases} }` } },
] as const

function send(request: APIRequestContext, which: (typeof heavy)[number], headers: Record<string, string> = {}) {
  return which.method === 'GET' ? request.get(which.path, { headers }) : request.post(which.path, { headers, data: which.data })
}

async function homeAnswers(request: APIRequestContext) {
  // No time assertion: the request's own timeout (the test's 60 s) is the bound.
  const home = await request.get('/en')
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain('<html')
}

test('anonymous visitors: the heavy requests are refused at once, an impossible id is 404, the site keeps answering', async ({ request }) => {
  for (const which of heavy) {
    const response = await send(request, which)
    expect(response.status(), which.path).toBe(403)
    expect(await response.json()).toEqual({ errors: [{ message: expect.any(String) }] })
  }
  expect((await request.get('/api/products/abc')).status()).toBe(404)
  expect((await request.get('/api/products?draft=true&depth=0')).status()).toBe(403)
  const burst = await Promise.all(Array.from({ length: 20 }, (_, n) => send(request, heavy[n % heavy.length] ?? heavy[0])))
  expect(burst.map((response) => response.status())).toEqual(Array(20).fill(403))
  await homeAnswers(request)
  expect((await request.get('/api/globals/site-settings')).status()).toBe(200)
})

test('an editor\'s heavy requests are capped: depth 10 answers as depth 2, a depth-5 list stays small, 50 aliases are refused', async ({ request }) => {
  const headers = await editorHeaders(request)
  const deep = await request.get('/api/products?limit=1&depth=10', { headers })
  const two = await request.get('/api/products?limit=1&depth=2', { headers })
  expect(deep.status()).toBe(200)
  expect(await deep.json()).toEqual(await two.json())
  const five = await request.get('/api/products?depth=5', { headers })
  expect(five.status()).toBe(200)
  const size = (await five.body()).length
  test.info().annotations.push({ type: 'depth=5 answer (bytes)', description: String(size) })
  expect(size).toBeLessThan(5_000_000)
  const wide = await send(request, heavy[2], headers)
  // Refused by validation, before anything runs: Payload answers with the bare list of errors.
  const body = (await wide.json()) as { message: string }[] | { errors?: { message: string }[] }
  const errors = Array.isArray(body) ? body : (body.errors ?? [])
  expect(errors.map((error) => error.message)).toContain('The query asks for 50 top-level fields; at most 5 are allowed.')
  expect((await request.get('/api/products/abc', { headers })).status()).toBe(404)
  const limited = (await (await request.get('/api/materials?limit=0&depth=0', { headers })).json()) as { limit: number }
  expect(limited.limit).toBe(100)
  const burst = await Promise.all(Array.from({ length: 20 }, (_, n) => send(request, heavy[n % heavy.length] ?? heavy[0], headers)))
  expect(burst.filter((response) => response.status() >= 500)).toEqual([])
  await homeAnswers(request)
})

test('the admin keeps working behind the caps: the list view and a document with its relationships load', async ({ page, request }) => {
  const product = await productByCode(request, 'AV-SOF-001', 'en')
  await page.goto('/admin/login')
  await page.locator('#field-email').fill('editor@ateliervesta.example')
  await page.locator('#field-password').fill('vesta-demo-2026')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/products?limit=100&locale=en')
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible()
  await page.goto(`/admin/collections/products/${product.id}?locale=en`)
  await expect(page.locator('#field-name')).toHaveValue(product.name)
  // The category field reads its label through the REST API (a POST with a method override).
  await expect(page.getByText('Sofas and armchairs').first()).toBeVisible()
})
