/**
 * Text as the product's PDFs print it (the wishlist's and the moodboards'): one embedded face
 * (docs/decisions/027-wishlist-pdf.md), cut to the characters printed, and lines broken by hand.
 */

/** No-break and thin spaces (Intl puts them in prices and dates): the PDF's face has only the plain space. */
const unusualSpaces = /[\u00a0\u2000-\u200a\u202f\u205f]/gu

/** `text` as the PDF prints it: unusual spaces made plain, so none falls back to an empty glyph. */
export function printable(text: string): string {
  return text.replace(unusualSpaces, ' ')
}

/** Every character of `texts` once (the face is cut to them), the plain space kept, other blanks left out. */
export function printedCharacters(texts: readonly string[]): string {
  return [...new Set(Array.from(texts.join('')))].filter((character) => character.trim() !== '' || character === ' ').join('')
}

/** Ideographs and kana may break anywhere; other scripts break at spaces. */
const breaksAnywhere = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u

/**
 * `text` in lines no wider than `maxWidth` (as `widthOf` measures): at spaces for alphabetic
 * text, between any two characters for Chinese, and inside a word only when the word alone is
 * wider than a line; a line break in the text starts a new line. At most `maxLines` lines; a cut
 * last line ends with an ellipsis.
 */
export function wrapLines(text: string, maxWidth: number, widthOf: (text: string) => number, maxLines = Infinity): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/u)) {
    lines.push(...wrapParagraph(paragraph, maxWidth, widthOf))
    if (lines.length > maxLines) break
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1] ?? ''
  while (last !== '' && widthOf(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('')
  kept[maxLines - 1] = `${last.trimEnd()}…`
  return kept
}

function wrapParagraph(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const tokens = text.split(/(\s+)/u).flatMap((token) => (breaksAnywhere.test(token) ? Array.from(token) : [token])).filter((token) => token !== '')
  const lines: string[] = []
  let line = ''
  const push = () => {
    if (line.trim() !== '') lines.push(line.trim())
    line = ''
  }
  for (const token of tokens) {
    if (widthOf(line + token) <= maxWidth) {
      line += token
      continue
    }
    if (/^\s+$/u.test(token)) {
      push()
      continue
    }
    push()
    // A word wider than the whole line is cut where it must.
    for (const character of token) {
      if (widthOf(line + character) > maxWidth && line !== '') push()
      line += character
    }
  }
  push()
  return lines
}
