import { folders, type FolderName } from '@/i18n/folders'
import { configureSegments, configuratorRouteSegment } from '@/i18n/configuratorPath'
import { mixerRouteSegment, mixerSegments } from '@/i18n/mixerPath'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { isStoryCategory } from '@/domain/storyCategories'
import { configuratorUrl, folderUrl, homeUrl, mixerUrl, subFolderUrl } from '@/domain/urls'
import { userViews, type Interpretation, type Target, type UserView } from './types'

export interface InterpretOptions {
  /** The editor's preview parameter: sets the language whatever the first segment says. */
  previewLocale?: string | null
  /** China variant: its home is 'homepage-china' and '-china' means that home. */
  china?: boolean
}

/** Folders whose sub-folders are known without asking the database. */
const fixedSubFolders: Partial<Record<FolderName, (segment: string) => boolean>> = {
  stories: isStoryCategory,
  moods: (segment) => segment === 'archive',
}

/** Folders with sub-folder pages (`/{folder}/{sub}/`) besides their items. */
const foldersWithSubFolders = new Set<FolderName>(['categories', 'stories', 'materials', 'downloads', 'moods'])

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

interface Parsed {
  segments: string[]
  trailingSlash: boolean
  /** The decoded path with repeated slashes collapsed. */
  path: string
  /** The decoded path exactly as asked. */
  asked: string
  /** A segment had a malformed escape or an encoded slash: the path can only be unknown. */
  malformed: boolean
}

function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment).normalize('NFC')
    return decoded.includes('/') ? null : decoded
  } catch {
    return null
  }
}

/**
 * True when a path holds a percent escape that is not UTF-8 (`/en%ff`, `/it/abc/%E0%A4%A`), or
 * one that becomes such an escape once decoded (`/en/products/%25`: the framework decodes page
 * parameters a second time). Such a path names nothing (no slug holds '%'); the proxy answers
 * it with 400 before the framework, which would fail decoding its route parameters, sees it.
 * An encoded slash (`a%2Fb`) decodes and is an unknown page (404), not a bad request.
 */
export function hasMalformedEscape(rawPath: string): boolean {
  const pathOnly = rawPath.split(/[?#]/, 1)[0] ?? ''
  return pathOnly.split('/').some((segment) => {
    try {
      decodeURIComponent(decodeURIComponent(segment))
      return false
    } catch {
      return true
    }
  })
}

/**
 * True when a segment, once decoded, holds a `.` or `..` step (`/ru/x/..%2F..%2Fetc`): the
 * framework normalises the decoded page path, finds it changed and fails with a 500. Browsers
 * resolve dot segments before sending, so such a path comes only from a script: 400.
 */
export function hasDotSegment(rawPath: string): boolean {
  const pathOnly = rawPath.split(/[?#]/, 1)[0] ?? ''
  return pathOnly.split('/').some((segment) => {
    const once = decodeSegment(segment) ?? segment
    const decoded = [segment, once, safeDecode(once)].join('/')
    return decoded.split(/[/\\]/).some((part) => part === '.' || part === '..')
  })
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function parse(rawPath: string): Parsed {
  const pathOnly = `/${rawPath.split(/[?#]/, 1)[0] ?? ''}`.replace(/^\/\//, '/')
  const collapsed = pathOnly.replace(/\/{2,}/g, '/')
  const decoded = collapsed.split('/').filter(Boolean).map((segment) => ({ raw: segment, value: decodeSegment(segment) }))
  const segments = decoded.map(({ raw, value }) => value ?? raw)
  const trailingSlash = segments.length > 0 && collapsed.endsWith('/')
  const asked = pathOnly
    .split('/')
    .map((segment) => decodeSegment(segment) ?? segment)
    .join('/')
  return { segments, trailingSlash, path: joinPath(segments, trailingSlash), asked, malformed: decoded.some(({ value }) => value === null) }
}

function joinPath(segments: string[], trailingSlash: boolean): string {
  if (segments.length === 0) return '/'
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`
}

/** The folder a segment names, in this language first, then in any other (e.g. English 'prodotti'). */
function findFolder(locale: Locale, segment: string): FolderName | undefined {
  const lower = segment.toLowerCase()
  const names = Object.keys(folders) as FolderName[]
  return (
    names.find((folder) => folders[folder][locale] === lower) ??
    names.find((folder) => locales.some((other) => folders[folder][other] === lower))
  )
}

/** Language from the first segment: exact code, upper-case code, or a regional tag such as `en-GB`. */
function splitLocale(segments: string[]): { locale: Locale; rest: string[]; explicit: boolean } {
  const [first = '', ...rest] = segments
  const lower = first.toLowerCase()
  if (isLocale(lower)) return { locale: lower, rest, explicit: true }
  const regional = /^([a-z]{2})[-_][a-z0-9]{2,4}$/.exec(lower)
  if (regional && isLocale(regional[1])) return { locale: regional[1], rest, explicit: true }
  // An unsupported two-letter language is dropped; a missing one means Italian (spec §1).
  if (/^[a-z]{2}$/.test(lower)) return { locale: defaultLocale, rest, explicit: false }
  return { locale: defaultLocale, rest: segments, explicit: false }
}

type Rendered = { target: Target; canonicalPath: string }

/** The mixer's segment in any language, or the internal route's name: all lead to the language's address. */
function isMixerSegment(segment: string): boolean {
  return segment === mixerRouteSegment || locales.some((other) => mixerSegments[other] === segment)
}

/**
 * Where the proxy serves the mixer from: its route folder, whatever the language calls it; an
 * address with a composition (a query) from the per-request `composed` route, the empty mixer
 * from the cached one.
 */
export function mixerInternalPath(locale: Locale, composed: boolean): string {
  return `/${locale}/${mixerRouteSegment}${composed ? '/composed' : ''}`
}

/** The configurator's last segment in any language: all lead to the language's own. */
function isConfigureSegment(segment: string): boolean {
  return locales.some((other) => configureSegments[other] === segment)
}

/** Where the proxy serves a product's configurator from (per request: the configuration is in the query). */
export function configuratorInternalPath(locale: Locale, slug: string): string {
  return `/${locale}/${configuratorRouteSegment}/${encodeURIComponent(slug)}`
}

/** The configurator's internal route asked for directly (`/{lang}/configurator/…`): never served as such. */
export function isConfiguratorRoutePath(pathname: string): boolean {
  return pathname.split('/')[2] === configuratorRouteSegment
}

function home(locale: Locale, china: boolean): Rendered {
  return { target: { kind: 'home', slug: china ? 'homepage-china' : 'homepage' }, canonicalPath: homeUrl(locale) }
}

function unknown(segments: string[]): Rendered {
  return { target: { kind: 'unknown', segments }, canonicalPath: '' }
}

/** Folder paths: section, item, sub-folder, sub-item, sub-sub-folder, sub-sub-item. */
function inFolder(locale: Locale, folder: FolderName, sub: string[], trailingSlash: boolean): Rendered {
  const base = folderUrl(locale, folder)
  const parts = sub.map((segment) => segment.toLowerCase())
  const slashed = trailingSlash || parts.at(-1) === 'index'
  if (parts.at(-1) === 'index') parts.pop()
  const [first, second, third] = parts
  if (first === undefined) return { target: { kind: 'section', folder }, canonicalPath: base }
  if (second === undefined) {
    const knownSubFolder = fixedSubFolders[folder]?.(first) ?? false
    const isSubFolder = folder === 'categories' || knownSubFolder || (slashed && foldersWithSubFolders.has(folder))
    if (isSubFolder) return { target: { kind: 'subFolder', folder, subFolder: first }, canonicalPath: subFolderUrl(locale, folder, first) }
    return { target: { kind: 'item', folder, slug: first }, canonicalPath: `${base}${first}` }
  }
  if (third === undefined) {
    if (slashed) {
      return {
        target: { kind: 'subSubFolder', folder, subFolder: first, subSubFolder: second },
        canonicalPath: `${base}${first}/${second}/`,
      }
    }
    return { target: { kind: 'subItem', folder, subFolder: first, slug: second }, canonicalPath: `${base}${first}/${second}` }
  }
  if (parts.length === 3 && !slashed) {
    return {
      target: { kind: 'subSubItem', folder, subFolder: first, subSubFolder: second, slug: third },
      canonicalPath: `${base}${first}/${second}/${third}`,
    }
  }
  return unknown([folders[folder][locale], ...sub])
}

function interpretRest(locale: Locale, rest: string[], trailingSlash: boolean, china: boolean): Rendered {
  const [first, ...more] = rest
  if (first === undefined) return home(locale, china)
  const lower = first.toLowerCase()
  if (more.length === 0 && (lower === 'homepage' || lower === 'index' || lower === 'homepage-china')) return home(locale, china)
  if (more.length === 0 && china && lower === '-china') return home(locale, china)
  // The old content service addressed pages as 'pages/{slug}': the prefix is dropped.
  if (lower === 'pages') return interpretRest(locale, more, trailingSlash, china)
  if (lower === 'search') {
    if (more.length === 0) return { target: { kind: 'search' }, canonicalPath: `/${locale}/search` }
    if (more.length === 1 && more[0]?.toLowerCase() === 'results') {
      return { target: { kind: 'searchResults' }, canonicalPath: `/${locale}/search/results` }
    }
    return unknown(rest)
  }
  if (lower === 'moodboard') {
    const uuid = more[0]?.toLowerCase()
    if (more.length === 1 && uuid && uuidPattern.test(uuid)) return { target: { kind: 'moodboard', uuid }, canonicalPath: `/${locale}/moodboard/${uuid}` }
    return unknown(rest)
  }
  if (more.length === 0 && isMixerSegment(lower)) return { target: { kind: 'mixer' }, canonicalPath: mixerUrl(locale) }
  if (lower === 'user') {
    const view = more[0]?.toLowerCase()
    if (more.length === 1 && view && (userViews as readonly string[]).includes(view)) {
      return { target: { kind: 'user', view: view as UserView }, canonicalPath: `/${locale}/user/${view}` }
    }
    return unknown(rest)
  }
  const folder = findFolder(locale, first)
  const [slug, last] = more
  if (folder === 'products' && more.length === 2 && slug && last && isConfigureSegment(last.toLowerCase())) {
    const lowerSlug = slug.toLowerCase()
    return { target: { kind: 'configurator', slug: lowerSlug }, canonicalPath: configuratorUrl(locale, lowerSlug) }
  }
  if (folder) return inFolder(locale, folder, more, trailingSlash)
  if (more.length === 0) return { target: { kind: 'page', slug: lower }, canonicalPath: `/${locale}/${lower}` }
  return unknown(rest)
}

/**
 * Interprets a visitor path (spec §2 "Path interpretation" and "Redirects"): the language,
 * then what the path shows, or the one permanent redirect to its canonical address.
 * Pure: no database. Whether the document exists is asked afterwards.
 */
export function interpretPath(rawPath: string, options: InterpretOptions = {}): Interpretation {
  const china = options.china ?? false
  const parsed = parse(rawPath)
  const split = splitLocale(parsed.segments)
  const preview = options.previewLocale?.toLowerCase()
  const locale = isLocale(preview) ? preview : split.locale
  const { target, canonicalPath } = parsed.malformed ? unknown(split.rest) : interpretRest(locale, split.rest, parsed.trailingSlash, china)

  if (target.kind === 'unknown') {
    // Spec: a path ending in /stores gets its trailing slash, whatever precedes it.
    if (!parsed.trailingSlash && parsed.segments.at(-1)?.toLowerCase() === 'stores' && split.explicit) {
      return { kind: 'redirect', location: `${parsed.path}/`, status: 301 }
    }
    // Unknown paths are never redirected elsewhere (no open redirect): they are a 404 in their language.
    return { kind: 'render', locale, target, canonicalPath: parsed.path }
  }
  if (canonicalPath !== parsed.asked) return { kind: 'redirect', location: canonicalPath, status: 301 }
  return { kind: 'render', locale, target, canonicalPath }
}

/**
 * The path the catch-all page sees: Next.js drops the trailing slash from route parameters,
 * so the proxy rewrites a slashed listing path to end in 'index' (spec: listing paths end in
 * 'index'). This turns the page's parameters back into the visitor's path.
 */
export function pathFromParams(lang: string, path: readonly string[] | undefined): string {
  const segments = [lang, ...(path ?? [])].map((segment) => decodeSegment(segment) ?? segment)
  // `/` is rewritten to the Italian home.
  if (segments.length === 1 && segments[0] === defaultLocale) return '/'
  if (segments.at(-1) === 'index' && segments.length > 1) return joinPath(segments.slice(0, -1), true)
  return joinPath(segments, false)
}

/** The internal path the proxy rewrites a slashed listing path to (see `pathFromParams`). */
export function internalPath(canonicalPath: string): string {
  return canonicalPath.length > 1 && canonicalPath.endsWith('/') ? `${canonicalPath}index` : canonicalPath
}
