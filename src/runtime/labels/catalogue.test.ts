import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'

/** The browser's side of the catalogue, with `fetch` and `sessionStorage` faked at their boundary. */

class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
}

let storage: MemoryStorage
let fetchCalls: string[]

function answerWith(response: () => Response) {
  vi.stubGlobal('fetch', async (url: string) => {
    fetchCalls.push(url)
    return response()
  })
}

/** A fresh module each time: its once-per-page memory starts empty, like a new page. */
async function freshLoader() {
  vi.resetModules()
  return (await import('./catalogue')).loadCatalogue
}

beforeEach(() => {
  storage = new MemoryStorage()
  fetchCalls = []
  vi.stubGlobal('window', { sessionStorage: storage })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('loading the full catalogue in the browser', () => {
  it('asks the endpoint once per language, however many components ask', async () => {
    answerWith(() => Response.json({ 'nav.search': 'Search' }))
    const loadCatalogue = await freshLoader()
    const [first, second] = await Promise.all([loadCatalogue('en'), loadCatalogue('en')])
    expect(first).toEqual({ 'nav.search': 'Search' })
    expect(second).toBe(first)
    await loadCatalogue('en')
    expect(fetchCalls).toEqual(['/api/translations/EN.json'])
  })

  it('keeps the catalogue for the next page of the visit', async () => {
    answerWith(() => Response.json({ 'nav.search': 'Suche' }))
    await (await freshLoader())('de')
    const nextPage = await freshLoader()
    expect(await nextPage('de')).toEqual({ 'nav.search': 'Suche' })
    expect(fetchCalls).toEqual(['/api/translations/DE.json'])
  })

  it('uses the bundled copy of that language when the endpoint fails, and does not keep it', async () => {
    answerWith(() => new Response('unavailable', { status: 503 }))
    const messages = await (await freshLoader())('ru')
    expect(messages['error.pageNotFoundPath']).toBe(readBundledMessages('ru')['error.pageNotFoundPath'])
    expect(storage.items.size).toBe(0)
  })

  it('uses the bundled copy when the endpoint answers something that is no label map', async () => {
    answerWith(() => Response.json({ nested: { not: 'flat' } }))
    const messages = await (await freshLoader())('fr')
    expect(messages['error.tryAgain']).toBe(readBundledMessages('fr')['error.tryAgain'])
  })

  it('uses the bundled copy when the network is down', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const messages = await (await freshLoader())('zh')
    expect(messages['error.backToHome']).toBe('返回首页')
  })
})
