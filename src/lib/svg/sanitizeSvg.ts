import DOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

/** One DOM for the sanitiser, made on first use (jsdom is slow to start). */
let purifier: ReturnType<typeof DOMPurify> | undefined

function getPurifier(): ReturnType<typeof DOMPurify> {
  purifier ??= DOMPurify(new JSDOM('').window)
  return purifier
}

/**
 * An SVG from the media library made safe to inline in a page: DOMPurify with the SVG
 * profile removes scripts, event handlers, foreign objects and `javascript:` links. Returns
 * null when nothing of an `<svg>` is left.
 */
export function sanitizeSvg(svg: string): string | null {
  const clean = getPurifier().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'style'],
    FORBID_ATTR: ['style'],
  })
  return /^\s*<svg[\s>]/i.test(clean) ? clean.trim() : null
}
