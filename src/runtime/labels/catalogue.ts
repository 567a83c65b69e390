import { catalogueCacheKey, decodeCachedCatalogue, encodeCachedCatalogue, isMessages } from '@/domain/labels/sessionCache'
import { translationsUrl } from '@/domain/labels/translationsFile'
import type { Messages } from '@/i18n/bundled'
import type { Locale } from '@/i18n/locales'
import { importBundledCatalogue } from './bundledCatalogue'

/** One request per language and page lifetime, however many components ask (spec §4: fetched once and cached). */
const requests = new Map<Locale, Promise<Messages>>()

/** Storage can be missing or refuse (private mode, quota): the cache is then skipped, never an error. */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

async function fetchCatalogue(locale: Locale): Promise<Messages> {
  const response = await fetch(translationsUrl(locale), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${translationsUrl(locale)} answered ${response.status}`)
  const body: unknown = await response.json()
  if (!isMessages(body)) throw new Error(`GET ${translationsUrl(locale)} answered no label map`)
  return body
}

async function readCatalogue(locale: Locale): Promise<Messages> {
  const store = sessionStore()
  const key = catalogueCacheKey(locale)
  const kept = decodeCachedCatalogue(store?.getItem(key) ?? null, Date.now())
  if (kept) return kept
  try {
    const messages = await fetchCatalogue(locale)
    try {
      store?.setItem(key, encodeCachedCatalogue(messages, Date.now()))
    } catch {
      // Quota exceeded: the next page fetches again (the HTTP cache still helps).
    }
    return messages
  } catch (error) {
    // Spec §4: on failure the bundled copy for that language is used (and not kept, so the next page retries).
    console.warn(`[labels:${locale}] translations unavailable, using the bundled copy`, error)
    return importBundledCatalogue(locale)
  }
}

/** The full label catalogue of a language in the browser: session cache, then the endpoint, then the bundled copy. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  let request = requests.get(locale)
  if (!request) {
    request = readCatalogue(locale)
    requests.set(locale, request)
    // A failed bundled import (chunk lost in a deployment) may be retried by a later call.
    request.catch(() => requests.delete(locale))
  }
  return request
}
