import { payloadClient } from '@/data/payload'
import { endpoint } from '@/lib/edge/endpoint'
import { productWithCode, suggestProducts } from '../server/products.server'

/**
 * GET /api/forms/products?lang=en&q=arn — a product field's suggestions while typing (published
 * products of the page's language, by name or code); `?code=AV-SOF-001` — the one product a link
 * preselects. `{ items: [{ code, name }] }`, never cached (budget `productLookup`).
 */
export const GET = endpoint({ budget: 'productLookup', tooManyLabel: 'search.rateLimited' }, async ({ url, locale }) => {
  const payload = await payloadClient()
  const code = url.searchParams.get('code')
  const items = code !== null ? [await productWithCode(payload, locale, code)].filter((item) => item !== null) : await suggestProducts(payload, locale, url.searchParams.get('q') ?? '')
  return Response.json({ items }, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
})
