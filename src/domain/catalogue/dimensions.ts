import type { Locale } from '@/i18n/locales'

/** Dimensions are stored in centimetres; English visitors also get inches (spec: "the visitor's units"). */

const cmPerInch = 2.54

/** Languages whose visitors also read inches. */
export function showsInches(locale: Locale): boolean {
  return locale === 'en'
}

function unitFormat(tag: string, unit: 'centimeter' | 'inch', fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: fractionDigits })
}

/** One measure: "200 cm", and for English "200 cm (78.7 in)". */
export function formatMeasure(cm: number, locale: Locale, tag: string): string {
  const metric = unitFormat(tag, 'centimeter', 1).format(cm)
  if (!showsInches(locale)) return metric
  return `${metric} (${unitFormat(tag, 'inch', 1).format(cm / cmPerInch)})`
}

export interface Dimensions {
  length: number
  depth: number
  height: number
}

/**
 * "L × D × H" in the language's number format: "200 × 95 × 80 cm", for English followed by
 * "(78.7 × 37.4 × 31.5 in)". Width is shown as depth.
 */
export function formatDimensions({ length, depth, height }: Dimensions, locale: Locale, tag: string): string {
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })
  const cmUnit = unitFormat(tag, 'centimeter', 1).formatToParts(1).find((part) => part.type === 'unit')?.value ?? 'cm'
  const metric = `${[length, depth, height].map((value) => number.format(value)).join(' × ')} ${cmUnit}`
  if (!showsInches(locale)) return metric
  const inchUnit = unitFormat(tag, 'inch', 1).formatToParts(1).find((part) => part.type === 'unit')?.value ?? 'in'
  return `${metric} (${[length, depth, height].map((value) => number.format(value / cmPerInch)).join(' × ')} ${inchUnit})`
}

/** Weight in kilograms and volume in cubic metres, in the language's number format. */
export function formatWeight(kg: number, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(kg)
}

export function formatVolume(m3: number, tag: string): string {
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(m3)} m³`
}
