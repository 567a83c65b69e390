/**
 * Whether a link target may appear in a page. Scripts hide behind `javascript:` and
 * `vbscript:`, and behind `data:` (except images, which a browser never runs); browsers also
 * ignore tabs, new lines and control characters inside the scheme, so those are removed first.
 */
export function isSafeUrl(url: string): boolean {
  // Control characters are what this pattern is for (browsers drop them from "java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return false
  if (compact.startsWith('data:')) return /^data:image\/(png|jpe?g|gif|webp|avif);/.test(compact)
  return true
}

/** A URL safe to link, or null. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const trimmed = url.trim()
  if (trimmed === '' || !isSafeUrl(trimmed)) return null
  return trimmed
}
