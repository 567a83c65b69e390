import type { ChoiceLine, ConfigurationSummary } from '@/domain/configurator/summary'
import { printable, printedCharacters } from '@/domain/print/text'
import type { VersionFacts } from './types'

/** The labels a configuration's spec sheet prints, in the visitor's language. */
export interface SpecSheetLabels {
  /** 'Spec sheet' */
  title: string
  code: string
  configurationCode: string
  layout: string
  options: string
  dimensions: string
  /** 'Seat height {value}', {value} filled in here. */
  seatHeight: string
  packages: string
  price: string
  /** 'This configuration online' (beside the QR code and the address). */
  address: string
  /** 'Page 2 of 3' */
  page: (page: number, pages: number) => string
}

/** A configuration's spec sheet: what the PDF prints, in the visitor's language, every text printable. */
export interface SpecSheet {
  brand: string
  /** 'Generated on {date}' */
  date: string
  /** The site's host, in the footer. */
  site: string
  labels: SpecSheetLabels
  /** The product's name, the sheet's heading. */
  name: string
  rows: ChoiceLine[]
  /** The configuration's absolute address (QR code and printed link). */
  address: string
}

export interface SpecSheetInput {
  productCode: string
  /** The configuration's address value (`av-sof-001-236_upholstery.ple-01…`). */
  value: string
  summary: ConfigurationSummary
  facts: VersionFacts | undefined
  /** The configured price, formatted; null when prices are hidden or the market has none. */
  price: string | null
}

/**
 * The sheet's rows, in reading order: codes, layout, dimensions, each part's material (name and
 * code), options, packages, then the price (left out when there is none to show).
 */
export function specSheetRows({ productCode, value, summary, facts, price }: SpecSheetInput, labels: SpecSheetLabels): ChoiceLine[] {
  const rows: ChoiceLine[] = [
    { label: labels.code, value: summary.version ? `${productCode} · ${summary.version.code}` : productCode },
    { label: labels.configurationCode, value },
  ]
  if (summary.version) rows.push({ label: labels.layout, value: summary.version.name })
  if (facts) rows.push({ label: labels.dimensions, value: facts.seatHeight ? `${facts.dimensions} · ${labels.seatHeight.replace('{value}', facts.seatHeight)}` : facts.dimensions })
  for (const part of summary.parts) rows.push({ label: part.name, value: `${part.material} (${part.code})` })
  if (summary.options.length > 0) rows.push({ label: labels.options, value: summary.options.join(', ') })
  for (const item of facts?.packages ?? []) rows.push({ label: labels.packages, value: `${item.title}: ${item.dimensions}, ${item.weight}, ${item.volume}` })
  if (price) rows.push({ label: labels.price, value: price })
  return rows.map((row) => ({ label: printable(row.label), value: printable(row.value) }))
}

/** Every character the sheet prints (the PDF's face is cut to them). */
export function specSheetCharacters(sheet: SpecSheet, pages: number): string {
  const { labels } = sheet
  return printedCharacters([sheet.brand, sheet.date, sheet.site, sheet.name, sheet.address, labels.title, labels.address, labels.page(pages, pages), '0123456789', ...sheet.rows.map((row) => `${row.label}: ${row.value}`)])
}
