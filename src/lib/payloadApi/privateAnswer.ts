/**
 * A Payload answer made personal: kept by no browser cache, proxy or CDN, and never indexed
 * (Payload sets no caching headers of its own). Copied, as a response's headers can be read-only.
 */
export function privateAnswer(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Robots-Tag', 'noindex')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
