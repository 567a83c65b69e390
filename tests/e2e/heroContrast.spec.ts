import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

/*
 * The white hero text must read at 4.5:1 (WCAG AA) over every slide, on a phone and on a desktop:
 * each slide is shown in turn, its text made transparent (the scrim stays), and the pixels under
 * each text line's box are compared with the text colour. The lightest pixel counts: a white wall
 * behind the headline is the case this guards against.
 */

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]
const languages = ['/', '/en', '/de', '/ru', '/zh']

type Rgb = [number, number, number]

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

function parseRgb(css: string): Rgb {
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return [r, g, b]
}

/** The luminance of the lightest pixel inside the element's box, as the screen shows it now. */
async function lightestUnder(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox()
  if (!box) throw new Error('hero text has no box')
  const png = await page.screenshot({ clip: box })
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let lightest = 0
  for (let index = 0; index < info.width * info.height * 3; index += 3) {
    lightest = Math.max(lightest, luminance([data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0]))
  }
  return lightest
}

const hideText = `.hero__text, .hero__text * { color: transparent !important; text-shadow: none !important; border-color: transparent !important; }
.slider__controls { visibility: hidden !important; }`

for (const viewport of viewports) {
  for (const path of languages) {
    test(`hero text reads at 4.5:1 over every slide of ${path} at ${viewport.width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto(path)
      await page.waitForLoadState('load')
      const slides = page.locator('.hero__slide')
      // Counted by the slider's frames: the HTML carries the first slide only, the others come with React.
      const count = Math.max(await page.locator('.slider__slide').count(), await slides.count())
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index += 1) {
        if (count > 1) {
          await page.locator('.slider__dot').nth(index).click()
          await expect(page.locator('.slider__slide').nth(index)).toHaveClass(/slider__slide--current/)
        }
        const slide = slides.nth(index)
        await expect
          .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
          .toBe(true)
        const lines = slide.locator('.hero__text').locator('h1, h2, p, .button')
        const textColour = luminance(parseRgb(await slide.locator('.hero__text h1, .hero__text h2').first().evaluate((node) => getComputedStyle(node).color)))
        const style = await page.addStyleTag({ content: hideText })
        const lineCount = await lines.count()
        for (let line = 0; line < lineCount; line += 1) {
          const ratio = contrast(textColour, await lightestUnder(page, lines.nth(line)))
          expect(ratio, `slide ${index + 1}, line ${line + 1} of ${path} at ${viewport.width} px`).toBeGreaterThanOrEqual(4.5)
        }
        await style.evaluate((node) => node.parentNode?.removeChild(node))
      }
    })
  }
}
