import type { Market } from '@/domain/catalogue/types'
import { printable, printedCharacters } from '@/domain/print/text'
import type { WishlistEntry } from './entries'
import type { WishlistKind } from './items'

export { printable, wrapLines } from '@/domain/print/text'

/** The two paper sizes the wishlist prints on, in PDF points (1/72 inch). */
export const paperSizes = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
} as const
export type Paper = keyof typeof paperSizes

export function isPaper(value: unknown): value is Paper {
  return value === 'a4' || value === 'letter'
}

/** The paper asked for, else the market's: Letter for the United States, A4 everywhere else. */
export function paperFor(market: Market, asked: string | null | undefined): Paper {
  if (isPaper(asked)) return asked
  return market === 'us' ? 'letter' : 'a4'
}

/** The labels a printed wishlist needs, in the visitor's language. */
export interface SheetLabels {
  title: string
  code: string
  version: string
  dimensions: string
  material: string
  price: string
  unavailable: string
  /** "Page 2 of 5". */
  page: (page: number, pages: number) => string
}

/** The printed wishlist: the same content on the page and in the PDF. */
export interface PrintSheet {
  brand: string
  /** "Generated on {date}", in the visitor's language. */
  date: string
  /** The site's own address, printed in the footer. */
  site: string
  labels: SheetLabels
  groups: { kind: WishlistKind; title: string; entries: WishlistEntry[] }[]
}

/** One fact line of an entry ("Code: ALB-3"), in the order the sheet prints them. */
export function entryFacts(entry: WishlistEntry, labels: SheetLabels): { label: string; value: string }[] {
  const facts: [string, string | null][] = [
    [labels.code, entry.code],
    [labels.version, entry.version],
    [labels.dimensions, entry.dimensions],
    [labels.material, entry.material],
    ...entry.choices.map((choice): [string, string] => [choice.label, choice.value]),
    [labels.price, entry.price],
  ]
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}

/** The sheet with every printed text made `printable`. */
export function printableSheet(sheet: PrintSheet): PrintSheet {
  const text = (value: string | null) => (value === null ? null : printable(value))
  const { page } = sheet.labels
  return {
    brand: printable(sheet.brand),
    date: printable(sheet.date),
    site: sheet.site,
    labels: { ...sheet.labels, page: (number, pages) => printable(page(number, pages)) },
    groups: sheet.groups.map((group) => ({
      ...group,
      title: printable(group.title),
      entries: group.entries.map((entry) => ({ ...entry, name: text(entry.name), code: text(entry.code), version: text(entry.version), dimensions: text(entry.dimensions), material: text(entry.material), price: text(entry.price), choices: entry.choices.map((choice) => ({ label: printable(choice.label), value: printable(choice.value) })) })),
    })),
  }
}

/** Every character the sheet prints (the PDF's face is cut to them), each once. */
export function sheetCharacters(sheet: PrintSheet, pages: number): string {
  const texts = [sheet.brand, sheet.date, sheet.site, sheet.labels.title, sheet.labels.unavailable, sheet.labels.page(pages, pages), '0123456789']
  for (const group of sheet.groups) {
    texts.push(group.title)
    for (const entry of group.entries) {
      texts.push(entry.name ?? '')
      for (const fact of entryFacts(entry, sheet.labels)) texts.push(`${fact.label}: ${fact.value}`)
    }
  }
  return printedCharacters(texts)
}
