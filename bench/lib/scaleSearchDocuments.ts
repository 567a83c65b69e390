/**
 * The scale catalogue (`npm run seed:scale`) as the search index receives it, without a
 * database: generated products and materials n = 1…count, with the fields of
 * `src/features/search/logic/documents.ts` (`toDocument`). Every engine of the comparison
 * gets exactly these documents.
 */
import type { Locale } from '@/i18n/locales'
import type { SearchDocument } from '@/features/search/logic/types'
import { generateMaterial, type ScaleMaterial } from '@/seed/scale/materials'
import { generateProduct, type ScaleProduct } from '@/seed/scale/products'

export interface ScaleCatalogue {
  products: ScaleProduct[]
  materials: ScaleMaterial[]
}

export function scaleCatalogue(products: number, materials: number): ScaleCatalogue {
  return {
    products: Array.from({ length: products }, (_, i) => generateProduct(i + 1)),
    materials: Array.from({ length: materials }, (_, i) => generateMaterial(i + 1)),
  }
}

/** One language's documents, as `toDocument` builds them from the rows the scale seed writes. */
export function scaleDocuments(catalogue: ScaleCatalogue, locale: Locale): SearchDocument[] {
  const docs: SearchDocument[] = []
  for (const product of catalogue.products) {
    // The description is stored as Lexical paragraphs; `lexicalText` joins them with new lines.
    const body = [product.tagline[locale], product.description[locale].join('\n')].join('\n')
    docs.push({ type: 'products', id: product.index, title: product.name[locale], code: product.code, body, href: `/${locale}/p/${product.slug[locale]}`, detail: product.code, publishedAt: product.publishedAt })
  }
  for (const material of catalogue.materials) {
    const body = [material.type[locale], material.composition[locale], material.description[locale]].join('\n')
    docs.push({ type: 'materials', id: material.index, title: material.name[locale], code: material.code, body, href: `/${locale}/m/${material.slug[locale]}`, detail: material.code, publishedAt: material.publishedAt })
  }
  return docs
}
