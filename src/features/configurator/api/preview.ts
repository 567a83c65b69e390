import { CONFIG_PARAM, formatConfiguration, readConfiguration } from '@/domain/configurator/address'
import { previewOfUrl, previewWidthOf } from '@/domain/configurator/previewAddress'
import { defaultLocale } from '@/i18n/locales'
import { drawingRefused, pictureProblem as problem, pictureResponse } from '@/lib/http/drawnPicture'
import { getConfiguratorById } from '../server/readers'
import { previewIsCached, renderPreview } from '../server/preview'

export { previewUrl } from '@/domain/configurator/previewAddress'

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
 * GET /api/configurator/preview?p={product id}&c={configuration}[&w=828] — the configuration's
 * picture (JPEG 1200 × 630, or 828 px wide for a phone's stage: PREVIEW_WIDTHS) drawn by sharp:
 * the page's first paint, its picture without WebGL and its share image. Any other width is a 400.
 * A tampered configuration is drawn as its nearest valid one, never refused; an unknown or
 * unconfigurable product is a 404. Public (the same for everybody), kept in memory
 * by configuration and cacheable for a day (an editor's change shows after the day at worst in
 * shared caches; the page's own picture address changes with the configuration). A picture not
 * drawn yet counts against the address's `configuratorPreviewRender` budget (429 past it).
 */
export async function previewGet(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const id = Number(query.get('p'))
  if (!Number.isSafeInteger(id) || id <= 0) return problem(400, 'invalid_product')
  const width = previewWidthOf(query.get('w'))
  if (width === null) return problem(400, 'invalid_width')
  const product = await getConfiguratorById(defaultLocale, id)
  if (!product) return problem(404, 'not_found')
  const { configuration } = readConfiguration(product.model, query.get(CONFIG_PARAM))
  const key = formatConfiguration(product.model, configuration)
  const refused = await drawingRefused(request, 'configuratorPreviewRender', previewIsCached(product, key, width))
  if (refused) return refused
  const { image, cached } = await renderPreview(product, configuration, key, width)
  return pictureResponse(image, 'X-Preview-Cache', cached)
}
