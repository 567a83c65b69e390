/**
 * Numbers a server component writes for a client component's first render, keyed by the number.
 * The browser then hydrates that render without making an `Intl.NumberFormat`: a page's first one
 * costs 12–60 ms of Chromium's main thread (decision 036, addendum 'hydration without a WebGL
 * probe or a number format'). Values that later changes bring are formatted in the browser.
 */
export type Preformatted = Readonly<Record<string, string>>

/** Each value as `format` writes it, keyed by the value. */
export function preformat(values: readonly number[], format: (value: number) => string): Preformatted {
  return Object.fromEntries(values.map((value) => [String(value), format(value)]))
}

/** The value's text from the table when the server wrote it, otherwise `format`'s. */
export function formatted(table: Preformatted, value: number, format: (value: number) => string): string {
  const key = String(value)
  return Object.hasOwn(table, key) ? (table[key] ?? format(value)) : format(value)
}
