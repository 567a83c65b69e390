import { expect, test, type APIRequestContext } from '@playwright/test'
import { MAX_UPLOAD_BYTES } from '../../src/lib/uploadLimits'

const demo = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }
const second = { email: `timing-${Date.now().toString(36)}@example.com`, password: 'a-real-password-2026' }

const signIn = (request: APIRequestContext, email: string, password: string) => request.post('/api/users/login', { data: { email, password } })
const tokenOf = async (request: APIRequestContext, email: string, password: string) => ((await (await signIn(request, email, password)).json()) as { token: string }).token
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

test('on the demo database the demo editor signs in and the dashboard warns that the demo password is unchanged', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(demo.email)
  await page.locator('#field-password').fill(demo.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const warning = page.getByTestId('demo-password-warning')
  await expect(warning).toContainText('Demo password still in use')
  await expect(warning).toContainText(demo.email)
})

test('the session cookie is HttpOnly and SameSite=Lax (Secure only on https); sign-out ends the session', async ({ request }) => {
  const answer = await signIn(request, demo.email, demo.password)
  expect(answer.status()).toBe(200)
  const cookie = answer.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/^payload-token=.*; HttpOnly/)
  expect(cookie).toContain('SameSite=Lax')
  expect(cookie).not.toContain('Secure')
  const { token } = (await answer.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  expect((await request.get('/api/users?limit=1', { headers })).status()).toBe(200)
  expect((await request.post('/api/users/logout', { headers })).status()).toBe(200)
  expect((await request.get('/api/users?limit=1', { headers })).status()).toBe(403)
  expect(((await (await request.get('/api/users/me', { headers })).json()) as { user: unknown }).user).toBeNull()
})

test('on https behind the trusted proxy: the session is __Host-payload-token (Secure, Path=/, no Domain), a plain payload-token counts for nothing there, every cookie set is Secure', async ({ baseURL }) => {
  // Node's fetch: no cookie jar, every header as written. The e2e server trusts 127.0.0.1 (TRUSTED_PROXIES), as behind nginx.
  const origin = baseURL ?? ''
  // A browser's request: Payload counts a session cookie only with the site's Origin (csrf from SITE_URL).
  const https = { 'x-forwarded-proto': 'https', origin }
  const me = async (headers: Record<string, string>) => ((await (await fetch(`${origin}/api/users/me`, { headers })).json()) as { user: { email: string } | null }).user?.email ?? null
  const answer = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { ...https, 'content-type': 'application/json' }, body: JSON.stringify(demo) })
  expect(answer.status).toBe(200)
  const [session = ''] = answer.headers.getSetCookie()
  expect(session).toMatch(/^__Host-payload-token=[^;]+; Path=\/; /)
  expect(session).toMatch(/; HttpOnly(=true)?(;|$)/)
  expect(session).toContain('SameSite=Lax')
  expect(session).toMatch(/; Secure(=true)?(;|$)/)
  expect(session).not.toMatch(/Domain=/i)
  const token = /^__Host-payload-token=([^;]+)/.exec(session)?.[1] ?? ''

  expect(await me({ ...https, cookie: `__Host-payload-token=${token}` })).toBe(demo.email)
  // A cookie under Payload's own name (set by a sibling subdomain, or over plain http) is not read on https…
  expect(await me({ ...https, cookie: `payload-token=${token}` })).toBeNull()
  // …and plain http keeps working as before.
  expect(await me({ origin, cookie: `payload-token=${token}` })).toBe(demo.email)

  // The site's own cookie (the market) is Secure on https too, under its own name.
  const market = await fetch(`${origin}/api/market?lang=en`, { method: 'POST', redirect: 'manual', headers: { ...https, 'content-type': 'application/x-www-form-urlencoded' }, body: 'market=ch&back=%2Fen' })
  expect(market.status).toBe(303)
  expect(market.headers.getSetCookie()).toEqual([expect.stringMatching(/^vesta-market=ch; .*Secure/)])

  // Sign-out removes the __Host- cookie and the session.
  const out = await fetch(`${origin}/api/users/logout`, { method: 'POST', headers: { ...https, cookie: `__Host-payload-token=${token}` } })
  expect(out.status).toBe(200)
  expect(out.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-payload-token=; Path=\/; Expires=.*; Secure(=true)?(;|$)/)])
  expect(await me({ ...https, cookie: `__Host-payload-token=${token}` })).toBeNull()
})

test('unknown e-mail and wrong password: same answer, similar time (medians within 3×); 4 parallel sign-ins all work', async ({ request }) => {
  const admin = { Authorization: `JWT ${await tokenOf(request, demo.email, demo.password)}` }
  expect((await request.post('/api/users', { headers: admin, data: { ...second, role: 'editor' } })).status()).toBe(201)
  const unknown: number[] = []
  const wrong: number[] = []
  const bodies = new Set<string>()
  const time = async (email: string, into: number[]) => {
    const started = Date.now()
    const answer = await signIn(request, email, 'not-the-password')
    into.push(Date.now() - started)
    expect(answer.status()).toBe(401)
    bodies.add(await answer.text())
  }
  // Four wrong passwords stay under the lock-out (five); the right one then resets the count.
  for (let round = 0; round < 4; round++) {
    await time(`nobody-${round}@example.com`, unknown)
    await time(second.email, wrong)
  }
  console.log(`sign-in medians over HTTP (ms): unknown ${median(unknown)}, wrong ${median(wrong)}`)
  expect(bodies.size).toBe(1)
  expect(Math.max(median(unknown), median(wrong)) / Math.min(median(unknown), median(wrong))).toBeLessThan(3)

  const answers = await Promise.all(Array.from({ length: 4 }, () => signIn(request, second.email, second.password)))
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200])
  const tokens = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { token: string }).token))
  const who = await Promise.all(tokens.map(async (token) => ((await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { email: string } | null }).user?.email))
  expect(who).toEqual(Array(4).fill(second.email))
})

test('an upload over the limit is refused with 413 and nothing is stored', async ({ request }) => {
  const headers = { Authorization: `JWT ${await tokenOf(request, demo.email, demo.password)}` }
  const count = async () => ((await (await request.get('/api/media?limit=1&depth=0', { headers })).json()) as { totalDocs: number }).totalDocs
  const before = await count()
  const answer = await request.post('/api/media', {
    headers,
    multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) }, _payload: JSON.stringify({ alt: 'Too big' }) },
  })
  expect(answer.status()).toBe(413)
  expect(await count()).toBe(before)
})
