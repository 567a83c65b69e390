import type { Locale } from '@/i18n/locales'

/**
 * The languages the seed's documents are printed in: Italian for the Italian ones, English for
 * the others ('multi' documents speak English inside, as the brand's printed catalogues do).
 */
export type DocumentLanguage = 'en' | 'it'

export const documentLanguage = (language: Locale | 'multi'): DocumentLanguage => (language === 'it' ? 'it' : 'en')

export interface DocumentLabels {
  page: (page: number, pages: number) => string
  contents: string
  dataSheet: string
  code: string
  design: string
  family: string
  construction: string
  versions: string
  dimensions: string
  seat: string
  packaging: string
  finishes: string
  seeAlso: string
  /** '2 packages, 92 kg, 2.19 m³' for one row of a version's packages. */
  packages: (count: number) => string
  notes: string
  /** The footer's left side. */
  imprint: string
}

export const documentLabels: Record<DocumentLanguage, DocumentLabels> = {
  en: {
    page: (page, pages) => `Page ${String(page)} of ${String(pages)}`,
    contents: 'Contents',
    dataSheet: 'Technical data sheet',
    code: 'Code',
    design: 'Design',
    family: 'Family',
    construction: 'Construction',
    versions: 'Versions',
    dimensions: 'W × D × H',
    seat: 'Seat',
    packaging: 'Packaging',
    finishes: 'Finishes',
    seeAlso: 'See also',
    packages: (count) => (count === 1 ? '1 package' : `${String(count)} packages`),
    notes: 'Notes',
    imprint: 'Designed and made in Lissone (MB), Italy',
  },
  it: {
    page: (page, pages) => `Pagina ${String(page)} di ${String(pages)}`,
    contents: 'Indice',
    dataSheet: 'Scheda tecnica',
    code: 'Codice',
    design: 'Design',
    family: 'Famiglia',
    construction: 'Costruzione',
    versions: 'Versioni',
    dimensions: 'L × P × H',
    seat: 'Seduta',
    packaging: 'Imballo',
    finishes: 'Finiture',
    seeAlso: 'Vedi anche',
    packages: (count) => (count === 1 ? '1 collo' : `${String(count)} colli`),
    notes: 'Note',
    imprint: 'Progettato e prodotto a Lissone (MB), Italia',
  },
}
