/**
 * The placeholder a picture shows while it loads: one calm colour (the picture's average),
 * a few bytes in the page instead of an inline blurred image per picture.
 */

/** The stored tiny preview's longest edge: a 4×3 WebP is well under 300 bytes as a data URL. */
export const PLACEHOLDER_EDGE = 4
/** A stored preview above this is not inlined anywhere (the page-weight test holds the same bound). */
export const MAX_PLACEHOLDER_BYTES = 300

export interface Rgb {
  r: number
  g: number
  b: number
}

const channel = (value: number): string =>
  Math.round(Math.min(255, Math.max(0, Number.isFinite(value) ? value : 0)))
    .toString(16)
    .padStart(2, '0')

/** `#rrggbb` of a colour whose channels may be fractional means (0–255, clamped). */
export function hexColour({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`
}
