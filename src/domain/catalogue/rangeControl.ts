/**
 * The arithmetic of a two-handle range control over a facet's bounds (length in cm, price in the
 * market's currency): the step, where each handle stands, what a handle's move writes into the
 * form, and the share of the track between the handles.
 */

import { formatPrice } from './prices'
import type { Market } from './types'

/** How the values read: a price in the market's currency, or a size through the language's template ('{value} cm'). */
export type RangeUnit = { kind: 'price'; market: Market; tag: string } | { kind: 'size'; template: string; tag: string }

/** A handle's value as the control writes it beside the track and to assistive technology. */
export function rangeValueText(value: number, unit: RangeUnit): string {
  return unit.kind === 'price' ? formatPrice(value, unit.market, unit.tag) : unit.template.replace('{value}', new Intl.NumberFormat(unit.tag, { maximumFractionDigits: 1 }).format(value))
}

export interface RangeEnds {
  low: number
  high: number
}

/** A handle at the bound filters nothing: the form field stays empty and the address clean. */
export function fieldValue(value: number, end: number): string {
  return value === end ? '' : String(value)
}

/**
 * The slider's step: 1 cm for sizes; for prices a round step giving about a hundred stops over the
 * bounds (10 for €400–3,000, 100 for €1,000–20,000), never below 1.
 */
export function rangeStep(ends: RangeEnds, kind: 'size' | 'price'): number {
  if (kind === 'size') return 1
  const span = ends.high - ends.low
  if (span <= 100) return 1
  return 10 ** Math.floor(Math.log10(span / 100))
}

const clamp = (value: number, { low, high }: RangeEnds) => Math.min(high, Math.max(low, value))

/** A typed field read as a number (empty, unreadable or negative → none). */
export function typedValue(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) && value >= 0 ? value : null
}

/** Where the two handles stand for the fields' current text: inside the bounds, the lower never past the upper. */
export function handles(ends: RangeEnds, minText: string, maxText: string): { min: number; max: number } {
  const max = clamp(typedValue(maxText) ?? ends.high, ends)
  const min = Math.min(clamp(typedValue(minText) ?? ends.low, ends), max)
  return { min, max }
}

/** A handle's move: the lower one stops at the upper one and the other way round. */
export function moveHandle(which: 'min' | 'max', value: number, current: { min: number; max: number }): { min: number; max: number } {
  return which === 'min' ? { min: Math.min(value, current.max), max: current.max } : { min: current.min, max: Math.max(value, current.min) }
}

/** The handles' places along the track, from 0 to 1 (for the filled part between them). */
export function trackShare(ends: RangeEnds, at: { min: number; max: number }): { from: number; to: number } {
  const span = ends.high - ends.low
  if (span <= 0) return { from: 0, to: 1 }
  return { from: (at.min - ends.low) / span, to: (at.max - ends.low) / span }
}

/**
 * The handle values a range control's first render shows, from the form's values as the server
 * read them (the same as the control's first state): the server writes their text beforehand
 * (`preformat`), so hydrating the control formats no number. None without bounds.
 */
export function firstHandleValues(ends: RangeEnds | null, min: number | null, max: number | null): number[] {
  if (!ends) return []
  const at = handles(ends, min === null ? '' : String(min), max === null ? '' : String(max))
  return [at.min, at.max]
}
