import { CONFIG_PARAM } from './address'

/** The full picture's size, px (also the share image's: 1.91:1). */
export const PREVIEW_WIDTH = 1200
export const PREVIEW_HEIGHT = 630

/** The configuration picture's endpoint (`src/app/api/configurator/preview`). */
export const PREVIEW_PATH = '/api/configurator/preview'

/**
 * The widths the picture is drawn at. The full one (1200 px) is the share image, the PDF's and a
 * desktop's; 828 px covers a phone's stage at two device pixels per CSS pixel (a 414 px screen),
 * Lighthouse's phone (412 px at 1.75) included, for about half the bytes.
 */
export const PREVIEW_WIDTHS = [828, PREVIEW_WIDTH] as const
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]

/** The stage's width in the layout (configurator.css): the page's on phones and tablets, three fifths of it from 1024 px. */
export const PREVIEW_SIZES = '(min-width: 1024px) 60vw, 100vw'

/** The picture's height at one of its widths (the full picture's proportions, rounded). */
export function previewHeight(width: PreviewWidth): number {
  return Math.round((PREVIEW_HEIGHT * width) / PREVIEW_WIDTH)
}

/** The picture's address for a product and a configuration value; the full width writes no `w`. */
export function previewUrl(productId: number, value: string, width: PreviewWidth = PREVIEW_WIDTH): string {
  const address = `${PREVIEW_PATH}?p=${String(productId)}&${CONFIG_PARAM}=${encodeURIComponent(value)}`
  return width === PREVIEW_WIDTH ? address : `${address}&w=${String(width)}`
}

/** The `srcset` of a configuration's picture: every drawn width. */
export function previewSrcSet(productId: number, value: string): string {
  return PREVIEW_WIDTHS.map((width) => `${previewUrl(productId, value, width)} ${String(width)}w`).join(', ')
}

/** The width a `w` parameter asks for: the full one when absent, null for any width not drawn. */
export function previewWidthOf(raw: string | null): PreviewWidth | null {
  if (raw === null) return PREVIEW_WIDTH
  return PREVIEW_WIDTHS.find((width) => String(width) === raw) ?? null
}

/** The product id and configuration value of a picture's address (previewUrl's, any width), or null for any other address. */
export function previewOfUrl(url: string): { productId: number; value: string } | null {
  const address = new URL(url, 'http://preview.invalid')
  if (address.pathname !== PREVIEW_PATH) return null
  const productId = Number(address.searchParams.get('p'))
  return Number.isSafeInteger(productId) && productId > 0 ? { productId, value: address.searchParams.get(CONFIG_PARAM) ?? '' } : null
}
