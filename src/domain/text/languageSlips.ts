/**
 * Language slips on a rendered page: words of another language's label catalogue (a German page
 * headed 'Ambientes', the Spanish label) and one person's name written in two scripts on one page
 * ('Marta Ferrandi' beside 'Марта Ферранди'). Pure: the crawler (tests/e2e/crawler.spec.ts) feeds
 * it every sitemap page in the languages it scans.
 */

/** A label catalogue: key → text, ICU placeholders (`{count}`) included. */
export type Catalogue = Readonly<Record<string, string>>

export interface ForeignPhrase {
  phrase: string
  /** The language whose catalogue it comes from, and its key there. */
  language: string
  key: string
}

/** A fragment of one word is looked for only from this many letters (shorter words are shared too often). */
export const MIN_SINGLE_WORD_LETTERS = 9
/** A fragment of several words is looked for only from this many letters. */
export const MIN_PHRASE_LETTERS = 8
/** Chinese writes no spaces and packs a word in two or three characters: a fragment from this many. */
export const MIN_HAN_LETTERS = 4

const placeholder = /\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length
const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word))

/** The parts of a label that read as text: between placeholders, trimmed of punctuation at both ends. */
function fragments(value: string): string[] {
  return value
    .split(placeholder)
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(/[.:;!?…()«»“”"|/·•–—]+/u))
    .map((part) => part.replace(/^[\s,'’-]+|[\s,'’-]+$/gu, ''))
    .filter((part) => part.length > 0)
}

function distinctive(fragment: string): boolean {
  if (/\p{Script=Han}/u.test(fragment)) return letters(fragment) >= MIN_HAN_LETTERS
  const count = words(fragment).length
  if (count === 0) return false
  return count === 1 ? letters(fragment) >= MIN_SINGLE_WORD_LETTERS : letters(fragment) >= MIN_PHRASE_LETTERS
}

/**
 * What a page in `language` must not show: every distinctive fragment of another language's labels
 * that the page language's own catalogue never uses (so 'Atelier Vesta' or 'Newsletter', shared by
 * several catalogues, are not slips).
 */
export function foreignPhrases(catalogues: Readonly<Record<string, Catalogue>>, language: string): ForeignPhrase[] {
  const own = catalogues[language]
  if (!own) throw new Error(`no label catalogue for ${language}`)
  const ownText = Object.values(own).join('\n').toLocaleLowerCase()
  const found = new Map<string, ForeignPhrase>()
  for (const [other, catalogue] of Object.entries(catalogues)) {
    if (other === language) continue
    for (const [key, value] of Object.entries(catalogue)) {
      for (const phrase of fragments(value)) {
        if (!distinctive(phrase) || ownText.includes(phrase.toLocaleLowerCase()) || found.has(phrase)) continue
        found.set(phrase, { phrase, language: other, key })
      }
    }
  }
  return [...found.values()]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordSplit = /[^\p{L}\p{N}]+/u
const han = /\p{Script=Han}/u
/** Each phrase's whole-word pattern, made once for every page. */
const patterns = new Map<string, RegExp>()

function wholeWords(phrase: string): RegExp {
  let pattern = patterns.get(phrase)
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u')
    patterns.set(phrase, pattern)
  }
  return pattern
}

/**
 * The foreign phrases a page's text contains as whole words, except inside the names it may quote
 * as they are (brands, products, materials: `names`). A phrase is tried only when its first word is
 * among the page's words (or, for Chinese, which has no spaces, when the text holds it at all): a
 * page meets thousands of phrases, and the crawler reads hundreds of pages.
 */
export function phrasesOnPage(text: string, phrases: readonly ForeignPhrase[], names: readonly string[] = []): ForeignPhrase[] {
  const words = new Set(text.toLocaleLowerCase().split(wordSplit))
  const spared = names.map((name) => name.toLocaleLowerCase())
  return phrases.filter(({ phrase }) => {
    const first = phrase.toLocaleLowerCase().split(wordSplit).find((word) => word.length > 0) ?? ''
    if (han.test(first) ? !text.includes(phrase) : !words.has(first)) return false
    if (!wholeWords(phrase).test(text)) return false
    return !spared.some((name) => name.includes(phrase.toLocaleLowerCase()))
  })
}

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

/** A name reduced to how it sounds in plain Latin letters: transliterated, without accents, doubled letters or 'h' after a consonant. */
export function nameKey(name: string): string {
  const latin = name.toLocaleLowerCase().replace(/[а-яё]/g, (ch) => CYRILLIC_TO_LATIN[ch] ?? ch)
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z ]/g, '')
    .replace(/([bcdfgjklmnpqrstvwxz])h/g, '$1')
    .replace(/(.)\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** Two names read as one when their keys differ by at most this share of their length. */
export const SAME_NAME_DISTANCE = 0.2

const latinNames = /\b\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)+/gu
const cyrillicNames = /(?<![\p{L}])[А-ЯЁ][а-яё-]+(?: [А-ЯЁ][а-яё-]+)+/gu

/** Every run of two words or more inside a run of capitalized words ('Архитектор Харуки Нисимура' holds 'Харуки Нисимура'). */
function spans(run: string): string[] {
  const parts = run.split(' ')
  const out: string[] = []
  for (let start = 0; start < parts.length - 1; start++) {
    for (let end = start + 2; end <= parts.length; end++) out.push(parts.slice(start, end).join(' '))
  }
  return out
}

/**
 * One name written in two scripts on one page: a run of capitalized Cyrillic words that sounds like
 * a run of capitalized Latin words on the same page ('Харуки Нисимура' and 'Haruki Nishimura').
 * Latin words inside `spared` (postal addresses, which keep their own spelling while the prose
 * around them may transliterate a street's name) are not counted. Returns the pairs, Latin first.
 */
export function mixedScriptNames(text: string, spared: readonly string[] = []): Array<[string, string]> {
  const kept = (name: string) => !spared.some((quoted) => quoted.includes(name))
  const latin = [...new Set((text.match(latinNames) ?? []).flatMap(spans))].filter(kept).map((name) => ({ name, key: nameKey(name) }))
  const pairs: Array<[string, string]> = []
  for (const cyrillic of new Set((text.match(cyrillicNames) ?? []).flatMap(spans))) {
    const key = nameKey(cyrillic)
    const twin = latin.find((candidate) => distance(candidate.key, key) <= Math.max(1, Math.floor(SAME_NAME_DISTANCE * Math.max(key.length, candidate.key.length))))
    if (twin) pairs.push([twin.name, cyrillic])
  }
  return pairs
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', hellip: '…' }

/**
 * The text a reader meets on a page (what screen readers also read out: `alt`, `aria-label`,
 * `title`, `placeholder`), without scripts, styles or the framework's data.
 */
export function pageText(html: string): string {
  const body = html.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<head\b[\s\S]*?<\/head>/i, ' ')
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/gi)].map((match) => match[1] ?? '')
  const text = `${body.replace(/<[^>]+>/g, '\n')}\n${attributes.join('\n')}`
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => entities[name.toLowerCase()] ?? whole)
    .replace(/[ \t\u00a0]+/g, ' ')
}
