/**
 * Which widths a picture's srcset offers, from the layout's `sizes`: only those a screen can
 * pick (a phone or tablet at 2×, a desktop at 1× to 2×), where next/image lists every configured
 * width. Widths come from the image optimizer's own list (next.config.ts reads it from here).
 */

/** Screen widths the optimizer renders for full-width pictures (phone, tablet, laptop, desktop, 2× desktop). */
export const deviceSizes = [390, 640, 828, 1080, 1440, 1920, 2560] as const
/** Smaller widths for small fixed-size pictures (swatches, portraits) and narrow cards. */
export const imageSizes = [96, 192, 256] as const
export const allowedWidths: readonly number[] = [...imageSizes, ...deviceSizes].sort((a, b) => a - b)

/**
 * The layouts most pictures share, by name: a picture's props carry the name, not the `sizes`
 * text, into the page data (a product card's is ~90 bytes, sent once per card otherwise). Any
 * other `sizes` text is passed as it is.
 */
export const layoutSizes = {
  /** A product card in the catalogue's four-column grid. */
  card: '(min-width: 1440px) 340px, (min-width: 1024px) 25vw, (min-width: 861px) 33vw, 50vw',
  /** A tile in a three-column grid (stories, projects, search). */
  third: '(min-width: 1440px) 460px, (min-width: 861px) 33vw, (min-width: 561px) 50vw, 100vw',
  /** A material family's square tile on the home. */
  family: '(min-width: 721px) 300px, 50vw',
  /** A page's full-width cover. */
  cover: '(min-width: 1440px) 1440px, 100vw',
  /** Half the page from a tablet up. */
  half: '(min-width: 860px) 50vw, 100vw',
} as const
export type LayoutName = keyof typeof layoutSizes

const isLayoutName = (value: string): value is LayoutName => Object.hasOwn(layoutSizes, value)

/** The `sizes` text of a layout name, or the text itself. */
export function sizesText(sizes: string): string {
  return isLayoutName(sizes) ? layoutSizes[sizes] : sizes
}

/** The narrowest and widest CSS viewport the site lays out for. */
const MIN_VIEWPORT = 320
const MAX_VIEWPORT = 2560
/** Screens denser than 2× gain nothing visible from more pixels. */
const MAX_DENSITY = 2
/**
 * Below this viewport the screens are phones and tablets, all at 2× or more in use today: a width
 * under twice their slot serves no screen, and every listed width costs its bytes in the HTML of
 * every page (a rare 1× one takes the next width up). Desktops may be 1×.
 */
const DESKTOP_MIN_VIEWPORT = 1024
const HANDHELD_MIN_DENSITY = 2

interface SizeRule {
  minWidth: number
  slot: (viewport: number) => number
}

function parseSlot(value: string): ((viewport: number) => number) | null {
  const vw = /^(\d+(?:\.\d+)?)vw$/.exec(value)
  if (vw) return (viewport) => (Number(vw[1]) / 100) * viewport
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value)
  if (px) return () => Number(px[1])
  return null
}

/** `(min-width: Npx) slot, …, slot` as rules; null for anything else (other queries, calc()). */
function parseSizes(sizes: string): SizeRule[] | null {
  const rules: SizeRule[] = []
  for (const part of sizes.split(',').map((entry) => entry.trim())) {
    const conditional = /^\(min-width:\s*(\d+)px\)\s+(\S+)$/.exec(part)
    const slot = parseSlot(conditional ? (conditional[2] ?? '') : part)
    if (!slot) return null
    rules.push({ minWidth: conditional ? Number(conditional[1]) : 0, slot })
  }
  return rules.length > 0 ? rules : null
}

/** The slot width at a viewport: the first rule whose media condition holds, as browsers do. */
function slotAt(rules: SizeRule[], viewport: number): number {
  const rule = rules.find((candidate) => viewport >= candidate.minWidth)
  return rule ? rule.slot(viewport) : viewport
}

/** The viewports a picture can show at: all, or those of an art-directed crop's media query. */
export interface ViewportRange {
  min?: number
  max?: number
}

/** The viewports an art direction's `(max-width: Npx)` covers, or, with `outside`, the rest; all for anything else. */
export function artViewports(media: string, outside = false): ViewportRange {
  const max = /^\(max-width:\s*(\d+)px\)$/.exec(media.trim())
  if (!max) return {}
  const edge = Number(max[1])
  return outside ? { min: edge + 1 } : { max: edge }
}

/** The optimizer widths worth listing for a `sizes` value; every width when it cannot be read. */
export function srcsetWidths(sizes: string, widths: readonly number[] = allowedWidths, range: ViewportRange = {}): number[] {
  const rules = parseSizes(sizesText(sizes))
  if (!rules) return [...widths]
  const low = Math.max(MIN_VIEWPORT, range.min ?? MIN_VIEWPORT)
  const high = Math.min(MAX_VIEWPORT, range.max ?? MAX_VIEWPORT)
  // Viewports where a slot or the least density can change: the ends and each threshold (and just below it).
  const thresholds = [...rules.map((rule) => rule.minWidth), DESKTOP_MIN_VIEWPORT]
  const viewports = [low, high, ...thresholds.flatMap((threshold) => [threshold - 1, threshold])].filter((viewport) => viewport >= low && viewport <= high)
  const leastDensity = (viewport: number) => (viewport < DESKTOP_MIN_VIEWPORT ? HANDHELD_MIN_DENSITY : 1)
  const smallest = Math.min(...viewports.map((viewport) => slotAt(rules, viewport) * leastDensity(viewport)))
  const largest = Math.max(...viewports.map((viewport) => slotAt(rules, viewport))) * MAX_DENSITY
  const widest = widths.at(-1) ?? largest
  const first = widths.find((width) => width >= smallest) ?? widest
  const last = widths.find((width) => width >= largest) ?? widest
  return widths.filter((width) => width >= first && width <= last)
}

/** The quality of every site picture, the one the short image address implies. */
export const SHORT_QUALITY = 90
/** The short address's folder: `/img/{width}/{file}`, rewritten to the optimizer (next.config.ts). */
export const SHORT_IMAGE_PREFIX = '/img'
/** The optimizer address the short one stands for; `:w` and `:file` are the rewrite's parameters. */
export const SHORT_IMAGE_DESTINATION = `/_next/image?url=/api/media/file/:file&w=:w&q=${SHORT_QUALITY}`

/**
 * The optimizer's address of a picture at a width. A media-library file at the site's quality
 * gets the short address `/img/{width}/{file}` (a third of next/image's
 * `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F…&w=…&q=…`, written up to eight times per picture);
 * anything else the address next/image's default loader writes.
 */
export function optimizedUrl(src: string, width: number, quality: number): string {
  const file = /^\/api\/media\/file\/([\w][\w.-]*)$/.exec(src)?.[1]
  if (file && !file.includes('..') && quality === SHORT_QUALITY) return `${SHORT_IMAGE_PREFIX}/${width}/${file}`
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`
}

export function srcset(src: string, widths: readonly number[], quality: number): string {
  return widths.map((width) => `${optimizedUrl(src, width, quality)} ${width}w`).join(', ')
}
