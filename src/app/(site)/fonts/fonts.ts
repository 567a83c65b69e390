import localFont from 'next/font/local'

/*
 * The brand typefaces, self-hosted from their npm packages (docs/decisions/019-typefaces.md):
 * Cormorant Garamond for headings, Jost for text, both variable (one file covers every weight).
 * Each script is its own face with its unicode-range, and site.css lists them together in one
 * stack, so a page downloads only the scripts it shows: Latin everywhere (preloaded), Latin
 * Extended and Cyrillic only where such letters appear. next/font/local wants literal options, hence the
 * repetition; the unicode ranges are fontsource's, as in each package's wght.css.
 */

/** The display serif: its Latin file carries the fallback metrics (Times New Roman adjusted to it: no shift on swap). */
export const displaySerif = localFont({
  src: '../../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  // Not preloaded: Chinese pages do not use it (site.css), and a preload would fetch it there too.
  preload: false,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
  declarations: [
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
})

/** The text sans: its Latin file carries the fallback metrics (Arial adjusted to it). */
export const textSans = localFont({
  src: '../../../../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-text',
  adjustFontFallback: 'Arial',
  fallback: ['Helvetica', 'Arial', 'sans-serif'],
  declarations: [
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
})

/*
 * The other scripts, stacked before the Latin face in site.css. Not preloaded: only a page that shows such letters
 * fetches them (a Russian page its Cyrillic, about 31 KB for both families).
 */

const displaySerifExtended = localFont({
  src: '../../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-display-latin-ext',
  declarations: [
    { prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
})

const displaySerifCyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-display-cyrillic',
  declarations: [
    { prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  ],
})

const textSansExtended = localFont({
  src: '../../../../node_modules/@fontsource-variable/jost/files/jost-latin-ext-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-text-latin-ext',
  declarations: [
    { prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
})

const textSansCyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/jost/files/jost-cyrillic-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-text-cyrillic',
  declarations: [
    { prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  ],
})

/** The classes for <html>: they define the --font-* variables site.css stacks, and bring every face's CSS along. */
export const fontClassNames = [displaySerif, textSans, displaySerifExtended, displaySerifCyrillic, textSansExtended, textSansCyrillic]
  .map((font) => font.variable)
  .join(' ')
