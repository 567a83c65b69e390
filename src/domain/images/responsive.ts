/**
 * Which widths a picture's srcset offers, from the layout's `sizes`: only those a screen can
 * pick (narrowest phone at 1× to widest screen at 2×), where next/image lists every configured
 * width. Widths come from the image optimizer's own list (next.config.ts reads it from here).
 */

/** Screen widths the optimizer renders for full-width pictures (phone, tablet, laptop, desktop, 2× desktop). */
export const deviceSizes = [390, 640, 828, 1080, 1440, 1920, 2560] as const
/** Smaller widths for small fixed-size pictures (swatches, portraits) and narrow cards. */
export const imageSizes = [96, 192, 256] as const
export const allowedWidths: readonly number[] = [...imageSizes, ...deviceSizes].sort((a, b) => a - b)

/** The narrowest and widest CSS viewport the site lays out for. */
const MIN_VIEWPORT = 320
const MAX_VIEWPORT = 2560
/** Screens denser than 2× gain nothing visible from more pixels. */
const MAX_DENSITY = 2

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

/** The optimizer widths worth listing for a `sizes` value; every width when it cannot be read. */
export function srcsetWidths(sizes: string, widths: readonly number[] = allowedWidths): number[] {
  const rules = parseSizes(sizes)
  if (!rules) return [...widths]
  // Viewports where a slot can change: the ends and each rule's threshold (and just below it).
  const viewports = [MIN_VIEWPORT, MAX_VIEWPORT, ...rules.flatMap((rule) => [rule.minWidth - 1, rule.minWidth])].filter(
    (viewport) => viewport >= MIN_VIEWPORT && viewport <= MAX_VIEWPORT,
  )
  const slots = viewports.map((viewport) => slotAt(rules, viewport))
  const smallest = Math.min(...slots)
  const largest = Math.max(...slots) * MAX_DENSITY
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
