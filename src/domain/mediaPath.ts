/**
 * Payload gives upload URLs with the configured server origin; pages link them site-relative
 * so the image optimizer treats them as local files, whatever host the visitor used.
 */
export function mediaPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/api\/)/i, '')
}
