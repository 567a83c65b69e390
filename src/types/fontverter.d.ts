/** The part of `fontverter` (a dependency of subset-font) the font route's test uses to read a woff2 back; it ships no types. */
declare module 'fontverter' {
  export function convert(font: Buffer | Uint8Array, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>
  export function detectFormat(font: Buffer | Uint8Array): 'sfnt' | 'woff' | 'woff2'
}
