import { compositionValuePattern } from '@/domain/mixer/composition'
import { drawingRefused, pictureProblem as problem, pictureResponse } from '@/lib/http/drawnPicture'
import { compositionPictureIsCached, readCompositionValue, renderCompositionPicture } from '../server/picture'

const PICTURE_PATH = '/api/mixer/picture'

/** The picture's address for a composition value (a moodboard piece, its PDF). */
export function compositionPictureUrl(value: string): string {
  return `${PICTURE_PATH}?v=${encodeURIComponent(value)}`
}

/** The composition value of a picture address (compositionPictureUrl's), or null for any other address. */
export function compositionOfPictureUrl(url: string): string | null {
  const address = new URL(url, 'http://picture.invalid')
  if (address.pathname !== PICTURE_PATH) return null
  const value = address.searchParams.get('v') ?? ''
  return compositionValuePattern.test(value) ? value : null
}

/**
 * The drawing of a picture address for a PDF (a moodboard's composition pieces): the same JPEG
 * the address serves, drawn or taken from the drawings kept in memory; null for another address
 * or a mixer without scenes. Not counted against the drawing budget: the PDF's own budget bounds it.
 */
export async function compositionPicture(url: string): Promise<Buffer | null> {
  const value = compositionOfPictureUrl(url)
  if (value === null) return null
  const read = await readCompositionValue(value)
  return read ? (await renderCompositionPicture(read)).image : null
}

/**
 * GET /api/mixer/picture?v={composition value} — the composition's picture (JPEG, 1200 px wide)
 * drawn by sharp: the scene, the slots' samples as discs, the board below. A tampered value is
 * drawn as its nearest valid composition, never refused; a malformed one is a 400, a mixer
 * without scenes a 404. Public (the same for everybody), kept in memory and cacheable for a
 * day. A picture not drawn yet counts against the address's `mixerPictureRender` budget (429 past it).
 */
export async function pictureGet(request: Request): Promise<Response> {
  const value = new URL(request.url).searchParams.get('v') ?? ''
  if (!compositionValuePattern.test(value)) return problem(400, 'invalid_composition')
  const read = await readCompositionValue(value)
  if (!read) return problem(404, 'not_found')
  const refused = await drawingRefused(request, 'mixerPictureRender', compositionPictureIsCached(read))
  if (refused) return refused
  const { image, cached } = await renderCompositionPicture(read)
  return pictureResponse(image, 'X-Picture-Cache', cached)
}
