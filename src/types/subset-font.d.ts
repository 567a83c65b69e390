/** The part of `subset-font` (harfbuzz's subsetter, in WebAssembly) the Chinese font route uses; it ships no types. */
declare module 'subset-font' {
  export interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    noHinting?: boolean
    noLayoutClosure?: boolean
    /** Pins a variable font's axes (an instance): the wishlist PDF's brand face at one weight. */
    variationAxes?: Record<string, number>
  }
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}
