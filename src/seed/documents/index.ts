import { downloadCategories } from '../data/editorial'
import type { DownloadSeed } from '../data/types'
import { site } from '../data/site'
import { renderCatalogue } from './catalogue'
import { productByKey, sheetProduct } from './content'
import { renderDataSheet } from './dataSheet'
import type { DocumentOptions } from './draw'
import { documentLanguage } from './labels'
import { renderTextDocument } from './textDocument'

export type { DocumentOptions } from './draw'
export { seedPictureReader } from './pictures'

/**
 * A download's PDF in the brand's layout (the wishlist's and moodboards' shared sheet,
 * src/lib/pdf/sheetCore.ts): a data sheet or a catalogue made from the catalogue's data, or a
 * document of text with a cover. Same download and options, same bytes.
 */
export function renderDownloadDocument(download: DownloadSeed, options: DocumentOptions): Promise<Uint8Array> {
  const language = documentLanguage(download.language)
  const base = { brand: site.siteName, title: download.title[language], language }
  const kind = downloadCategories.find((category) => category.key === download.category)?.name[language] ?? ''
  const { document } = download
  switch (document.kind) {
    case 'data-sheet':
      return renderDataSheet(
        { ...base, product: sheetProduct(document.product, language), seeAlso: download.products.filter((key) => key !== document.product).map((key) => productByKey(key).name[language]) },
        options,
      )
    case 'catalogue':
      return renderCatalogue({ ...base, kind, description: download.description[language], products: download.products.map((key) => sheetProduct(key, language)), notes: document.notes }, options)
    case 'text':
      return renderTextDocument({ ...base, kind, description: download.description[language], coverProduct: download.products[0], heading: document.heading, lines: document.lines }, options)
    default:
      return unreachable(document)
  }
}

function unreachable(value: never): never {
  throw new Error(`Unknown download document: ${JSON.stringify(value)}`)
}
