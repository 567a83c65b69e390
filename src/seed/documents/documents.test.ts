import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { downloads } from '../data/editorial'
import type { DownloadSeed } from '../data/types'
import { renderDownloadDocument, seedPictureReader } from '.'

/** Small pictures keep the test quick (as the integration seed's scale); the layout is the demo's. */
const options = () => ({ imageScale: 0.04, date: new Date('2026-01-15T09:00:00.000Z'), read: seedPictureReader() })

const download = (key: string): DownloadSeed => {
  const found = downloads.find((each) => each.key === key)
  if (!found) throw new Error(`no download ${key}`)
  return found
}

async function read(bytes: Uint8Array) {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}

describe('the seed’s downloads as PDFs', () => {
  it('prints the Astor sofa’s data sheet from the catalogue: name, code, designer, each version’s dimensions and its finishes, on more than one page', async () => {
    const { pages, text } = await read(await renderDownloadDocument(download('spec-astor-sofa'), options()))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('Astor sofa')
    expect(text).toContain('AV-SOF-001')
    expect(text).toContain('Marta Ferrandi')
    expect(text).toContain('AV-SOF-001-236')
    expect(text).toContain('236 × 98 × 78 cm')
    expect(text).toContain('PLE 04')
    expect(text).toContain('Page 2 of')
  })

  it('prints the Quiete mattress’s sheet in Italian, as the download says', async () => {
    const { text } = await read(await renderDownloadDocument(download('spec-quiete-mattress'), options()))
    expect(text).toContain('Materasso Quiete')
    expect(text).toContain('160 × 200 × 26 cm')
    expect(text).toContain('Pagina 1 di')
  })

  it('prints the general catalogue as a cover, the contents and a page per product', async () => {
    const catalogue = download('catalogue-2026')
    const { pages, text } = await read(await renderDownloadDocument(catalogue, options()))
    expect(pages).toBe(2 + catalogue.products.length + 1)
    expect(text).toContain('General catalogue 2026')
    expect(text).toContain('Contents')
    for (const name of ['Astor sofa', 'Goccia pendant lamp', 'Tavola dining table']) expect(text).toContain(name)
    expect(text).toContain('AV-BED-005-180')
    // Chinese and Cyrillic in the notes are printed by the embedded face.
    expect(text).toContain('Русский, 中文')
  })

  it('prints a text document (the EUR price list) with a cover, its rows and page numbers', async () => {
    const { pages, text } = await read(await renderDownloadDocument(download('price-list-eur-2026'), options()))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('Listino prezzi Europa 2026 (EUR)')
    expect(text).toContain('AV-SOF-001-236')
    expect(text).toContain('EUR 8.900')
    expect(text).toContain(`Pagina ${String(pages)} di ${String(pages)}`)
  })

  it('gives the same bytes for the same download', async () => {
    for (const key of ['spec-cirro-bed', 'outdoor-catalogue-2026']) {
      const first = await renderDownloadDocument(download(key), options())
      const second = await renderDownloadDocument(download(key), options())
      expect(Buffer.from(first).equals(Buffer.from(second)), key).toBe(true)
    }
  })
})
