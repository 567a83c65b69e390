import { CONFIG_PARAM, formatConfiguration, readConfiguration } from '@/domain/configurator/address'
import { defaultLocale } from '@/i18n/locales'
import { drawingRefused, pictureProblem as problem, pictureResponse } from '@/lib/http/drawnPicture'
import { getConfiguratorById } from '../server/readers'
import { previewIsCached, renderPreview } from '../server/preview'

const PREVIEW_PATH = '/api/configurator/preview'

/** The preview's address for a product and a configuration value (the page, the share image and the PDF use it). */
export function previewUrl(productId: number, value: string): string {
  return `${PREVIEW_PATH}?p=${String(productId)}&${CONFIG_PARAM}=${encodeURIComponent(value)}`
}

/** The product id and configuration value of a preview address (previewUrl's), or null for any other address. */
export function previewOfUrl(url: string): { productId: number; value: string } | null {
  const address = new URL(url, 'http://preview.invalid')
  if (address.pathname !== PREVIEW_PATH) return null
  const productId = Number(address.searchParams.get('p'))
  return Number.isSafeInteger(productId) && productId > 0 ? { productId, value: address.searchParams.get(CONFIG_PARAM) ?? '' } : null
}

/**
 * The drawing of a preview address for a PDF (a moodboard's configuration pieces): the same JPEG
 * the address serves, drawn or taken from the drawings kept in memory; null for another address
 * or a product that is no longer configurable. Not counted against the drawing budget: the PDF's
 * own budget bounds it, and a board holds at most MOODBOARD_MAX_ITEMS pieces.
 */
export async function previewPicture(url: string): Promise<Buffer | null> {
  const wanted = previewOfUrl(url)
  if (!wanted) return null
  const product = await getConfiguratorById(defaultLocale, wanted.productId)
  if (!product) return null
  const { configuration } = readConfiguration(product.model, wanted.value)
  return (await renderPreview(product, configuration, formatConfiguration(product.model, configuration))).image
}

/**
 * GET /api/configurator/preview?p={product id}&c={configuration} — the configuration's picture
 * (JPEG 1200 × 630) drawn by sharp: the page's first paint, its picture without WebGL and its
 * share image. A tampered configuration is drawn as its nearest valid one, never refused; an
 * unknown or unconfigurable product is a 404. Public (the same for everybody), kept in memory
 * by configuration and cacheable for a day (an editor's change shows after the day at worst in
 * shared caches; the page's own picture address changes with the configuration). A picture not
 * drawn yet counts against the address's `configuratorPreviewRender` budget (429 past it).
 */
export async function previewGet(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const id = Number(query.get('p'))
  if (!Number.isSafeInteger(id) || id <= 0) return problem(400, 'invalid_product')
  const product = await getConfiguratorById(defaultLocale, id)
  if (!product) return problem(404, 'not_found')
  const { configuration } = readConfiguration(product.model, query.get(CONFIG_PARAM))
  const key = formatConfiguration(product.model, configuration)
  const refused = await drawingRefused(request, 'configuratorPreviewRender', previewIsCached(product, key))
  if (refused) return refused
  const { image, cached } = await renderPreview(product, configuration, key)
  return pictureResponse(image, 'X-Preview-Cache', cached)
}
