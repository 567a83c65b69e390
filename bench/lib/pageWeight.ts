/**
 * What one page's HTML carries, counted from the served bytes (uncompressed): the page-weight
 * benchmark prints it and the page-weight e2e test holds its bounds. Pure: no I/O.
 */
export interface PageWeight {
  /** The whole document. */
  htmlBytes: number
  /** The React Server Components data in `self.__next_f.push(…)` scripts (what hydration and navigation read). */
  rscBytes: number
  images: number
  /** Inline `data:image/…` URLs (blur placeholders and the like), in the markup and in the RSC data. */
  inlineImageBytes: number
  /** The largest single inline image. */
  largestInlineImage: number
  /** `srcset` and `imagesrcset` attribute values. */
  srcsetBytes: number
  description: string | null
  /** The `href` of every `<link rel="icon">` / `apple-touch-icon` in the head. */
  icons: string[]
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** HTML attribute values are entity-escaped: enough of it to read a description. */
function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? unescapeHtml(match[1] ?? '') : null
}

export function weighPage(html: string): PageWeight {
  const rscScripts = [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)].map((match) => match[1] ?? '')
  // An inline image ends at the attribute's quote (raw or as an entity in a style) or at an
  // escaped quote in the RSC data; an image nested in a blur SVG counts with its SVG.
  const inline = [...html.matchAll(/data:image\/(?:(?!&quot;)[^"\\])*/g)].map((match) => bytes(match[0]))
  const srcsets = [...html.matchAll(/\s(?:image)?srcset="([^"]*)"/gi)].map((match) => bytes(match[1] ?? ''))
  const metaTags = [...html.matchAll(/<meta\s[^>]*>/gi)].map((match) => match[0])
  const descriptionTag = metaTags.find((tag) => attribute(tag, 'name') === 'description')
  const linkTags = [...html.matchAll(/<link\s[^>]*>/gi)].map((match) => match[0])
  const icons = linkTags
    .filter((tag) => /^(icon|shortcut icon|apple-touch-icon)$/i.test(attribute(tag, 'rel') ?? ''))
    .flatMap((tag) => attribute(tag, 'href') ?? [])
  return {
    htmlBytes: bytes(html),
    rscBytes: sum(rscScripts.map(bytes)),
    images: (html.match(/<img\s/gi) ?? []).length,
    inlineImageBytes: sum(inline),
    largestInlineImage: Math.max(0, ...inline),
    srcsetBytes: sum(srcsets),
    description: descriptionTag ? attribute(descriptionTag, 'content') : null,
    icons,
  }
}

/** The first link in the page whose path matches, e.g. a product page's address on the home. */
export function firstLink(html: string, pattern: RegExp): string | null {
  for (const match of html.matchAll(/\shref="([^"]+)"/g)) {
    const href = unescapeHtml(match[1] ?? '')
    if (pattern.test(href)) return href
  }
  return null
}
