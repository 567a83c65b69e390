/**
 * The addresses of the Chinese font's per-page subsets (docs/decisions/019-typefaces.md): a Chinese
 * page asks `/fonts/zh/{version}/subset/{code}.woff2` for exactly the Chinese characters it shows,
 * and the route cuts Noto Sans SC down to them. `code` names a set of code points in one canonical
 * spelling, so that one set has one address (one cache entry, one subsetting) and nothing else
 * decodes.
 *
 * Spelling: the code points sorted and unique; the first written whole, each next one as its
 * distance from the previous minus one; each number in base 32, most significant digit first,
 * in the URL-safe base-64 alphabet: the first 32 letters are a number's last digit, the next 32
 * a digit with more to come. A run of neighbours costs one letter each, a page's few hundred
 * characters about two letters each.
 */

/** The version of `@expo-google-fonts/noto-sans-sc` the subsets are cut from: a new one is a new address. */
export const CHINESE_FONT_VERSION = '0.4.3'

/** The family name the site's CSS gives Chinese text (site.css). */
export const CHINESE_FONT_FAMILY = 'Vesta Chinese'

/** The blank face of the Chinese face's widths, last in the Chinese stack (advanceFont.ts). */
export const ADVANCE_FONT_FAMILY = 'Vesta CJK Advance'

/**
 * Most characters one subset may hold: a page's shell and its content fit in a few requests
 * (a home shows about 400), and one cache miss stays a bounded piece of work (about 150 bytes
 * and well under a second of subsetting per few hundred characters).
 */
export const MAX_SUBSET_CHARACTERS = 600

/**
 * What the Chinese face draws on Chinese pages (inclusive ranges): general punctuation (the
 * full-width quotes, dashes and ellipsis of Chinese text), CJK radicals, symbols and punctuation,
 * kana, bopomofo, strokes, enclosed and compatibility letters, ideographs (extension A, unified,
 * compatibility), vertical and compatibility forms, full-width forms. Latin stays in the brand faces.
 */
export const CHINESE_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x2000, 0x206f],
  [0x2e80, 0x2fdf],
  [0x3000, 0x312f],
  [0x31c0, 0x31ef],
  [0x3200, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe1f],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
]

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const digitBits = 5
const digitBase = 1 << digitBits

/** Whether the Chinese face draws this code point (and a subset may name it). */
export function isChineseCodePoint(codePoint: number): boolean {
  return CHINESE_SUBSET_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high)
}

/** The distinct code points of `text` that the Chinese face draws, ascending. */
export function chineseCodePointsOf(text: string): number[] {
  const found = new Set<number>()
  for (const character of text) {
    const codePoint = character.codePointAt(0)
    if (codePoint !== undefined && isChineseCodePoint(codePoint)) found.add(codePoint)
  }
  return [...found].sort((a, b) => a - b)
}

function writeNumber(value: number): string {
  const digits: number[] = []
  let rest = value
  do {
    digits.unshift(rest % digitBase)
    rest = Math.floor(rest / digitBase)
  } while (rest > 0)
  return digits.map((digit, index) => alphabet.charAt(index === digits.length - 1 ? digit : digit + digitBase)).join('')
}

/** The canonical spelling of a set of code points (any order, repeats allowed). */
export function encodeSubset(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  let previous = -1
  return sorted
    .map((codePoint, index) => {
      const written = writeNumber(index === 0 ? codePoint : codePoint - previous - 1)
      previous = codePoint
      return written
    })
    .join('')
}

/** Reads a spelling without checking it: undefined when a letter is not in the alphabet or a number is cut short. */
function readNumbers(code: string): number[] | undefined {
  const numbers: number[] = []
  let value = 0
  let open = false
  for (const letter of code) {
    const digit = alphabet.indexOf(letter)
    if (digit < 0) return undefined
    value = value * digitBase + (digit % digitBase)
    if (value > 0x10ffff) return undefined
    open = digit >= digitBase
    if (!open) {
      numbers.push(value)
      value = 0
    }
  }
  return open ? undefined : numbers
}

export type SubsetProblem = 'malformed' | 'not-canonical' | 'not-chinese' | 'too-many'

/**
 * The code points a subset address names, or why it names none: letters outside the alphabet
 * or a cut number (malformed), any spelling but the canonical one (leading zero digits: not
 * canonical), a code point the Chinese face does not draw, more than MAX_SUBSET_CHARACTERS or none.
 */
export function decodeSubset(code: string): { ok: true; codePoints: number[] } | { ok: false; problem: SubsetProblem } {
  // Every character takes at least one letter: a longer address is over the cap before reading it.
  if (code.length > MAX_SUBSET_CHARACTERS * 4) return { ok: false, problem: 'too-many' }
  const numbers = readNumbers(code)
  if (!numbers || numbers.length === 0) return { ok: false, problem: 'malformed' }
  if (numbers.length > MAX_SUBSET_CHARACTERS) return { ok: false, problem: 'too-many' }
  const codePoints: number[] = []
  let previous = -1
  for (const [index, number] of numbers.entries()) {
    const codePoint = index === 0 ? number : previous + 1 + number
    if (!isChineseCodePoint(codePoint)) return { ok: false, problem: 'not-chinese' }
    codePoints.push(codePoint)
    previous = codePoint
  }
  if (encodeSubset(codePoints) !== code) return { ok: false, problem: 'not-canonical' }
  return { ok: true, codePoints }
}

/** Splits code points (ascending) into requests of at most MAX_SUBSET_CHARACTERS each. */
export function subsetBatches(codePoints: readonly number[]): number[][] {
  const batches: number[][] = []
  for (let start = 0; start < codePoints.length; start += MAX_SUBSET_CHARACTERS) batches.push(codePoints.slice(start, start + MAX_SUBSET_CHARACTERS))
  return batches
}

/** The address of one subset. */
export function subsetPath(codePoints: Iterable<number>): string {
  return `/fonts/zh/${CHINESE_FONT_VERSION}/subset/${encodeSubset(codePoints)}.woff2`
}

/** The CSS unicode-range of a set of code points (what a FontFace of that subset covers). */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  return codePoints.map((codePoint) => `U+${codePoint.toString(16)}`).join(',')
}
