import { readFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'
import { Semaphore } from '@/lib/semaphore'

/**
 * The faces of the product's PDFs (docs/decisions/027-wishlist-pdf.md), cut by harfbuzz to the
 * characters one document prints and handed over as plain TrueType, so the PDF embeds a few
 * kilobytes instead of the whole files:
 * - text: Noto Sans SC regular (the file decision 019 serves to Chinese pages), which also
 *   draws Latin, Latin Extended and Cyrillic, so one face prints every language of the site;
 * - the wordmark: Cormorant Garamond (the site's display serif), its variable axis pinned at 500.
 * Node code without the `server-only` marker (it reads files, so no browser bundle takes it):
 * the seed prints its downloads with these faces outside Next.js.
 */
const modules = path.join(process.cwd(), 'node_modules')
const textFile = path.join(modules, '@expo-google-fonts', 'noto-sans-sc', '400Regular', 'NotoSansSC_400Regular.ttf')
const displayFile = path.join(modules, '@fontsource-variable', 'cormorant-garamond', 'files', 'cormorant-garamond-latin-wght-normal.woff2')

const files = new Map<string, Promise<Buffer>>()
/** Each cut takes a core for a moment (more for many Chinese characters): one at a time per process. */
const oneAtATime = new Semaphore(1)

function load(file: string): Promise<Buffer> {
  let font = files.get(file)
  if (!font) {
    font = readFile(file)
    font.catch(() => files.delete(file))
    files.set(file, font)
  }
  return font
}

/** The text face, holding exactly the characters of `text` (and the space). */
export async function textFace(text: string): Promise<Uint8Array> {
  const font = await load(textFile)
  return oneAtATime.run(() => subsetFont(font, `${text} `, { targetFormat: 'truetype', noHinting: true }))
}

/**
 * The wordmark's face for the words of `text`, or null when the serif lacks one of its
 * characters (the text face is used then). Without the space: harfbuzz puts Cormorant's empty
 * space glyph last, where pdf-lib's fontkit reads past the end of the outlines; the PDF places
 * the words itself (`DISPLAY_SPACE_EM`).
 */
export async function displayFace(text: string): Promise<Uint8Array | null> {
  if (!/^[\u0020-\u024f\u2018-\u201d]*$/.test(text)) return null
  const font = await load(displayFile)
  return oneAtATime.run(() => subsetFont(font, text.replace(/\s+/g, ''), { targetFormat: 'truetype', noHinting: true, variationAxes: { wght: 500 } }))
}

/** The wordmark's word space, in em (Cormorant Garamond's own is 0.22 em; a wordmark breathes a little more). */
export const DISPLAY_SPACE_EM = 0.26
