import 'server-only'
import { getSiteChrome } from '@/data/site'
import { marketCookie, visitorMarket } from '@/domain/catalogue/markets'
import { formatPrice } from '@/domain/catalogue/prices'
import { CONFIG_PARAM, formatConfiguration, readConfiguration } from '@/domain/configurator/address'
import { configuredPrice } from '@/domain/configurator/pricing'
import { configurationSummary } from '@/domain/configurator/summary'
import { absoluteUrl, configuratorUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { endpoint } from '@/lib/edge/endpoint'
import { versionFacts } from '../logic/facts'
import { specSheetRows, type SpecSheetLabels } from '../logic/specSheet'
import { renderPreview } from '../server/preview'
import { getConfiguratorById } from '../server/readers'
import { renderSpecSheetPdf } from '../server/specSheetPdf'

/** The spec sheet's address for a product, a configuration value and a language (the configurator's 'Download the spec sheet' link). */
export function specSheetUrl(productId: number, value: string, locale: Locale): string {
  return `/api/configurator/spec-sheet?p=${productId}&${CONFIG_PARAM}=${encodeURIComponent(value)}&lang=${locale}`
}

/** The spec sheet's labels in the visitor's language. */
export function specSheetLabels(t: Translate): SpecSheetLabels {
  return {
    title: t('configurator.specSheetTitle'),
    code: t('product.code'),
    configurationCode: t('configurator.code'),
    layout: t('configurator.layout'),
    options: t('configurator.options'),
    dimensions: t('configurator.dimensions'),
    seatHeight: t('configurator.seatHeight', { value: '{value}' }),
    packages: t('configurator.packages'),
    price: t('product.suggestedRetailPrice'),
    address: t('configurator.specSheetAddress'),
    page: (page, pages) => t('wishlistPrint.page', { page, pages }),
  }
}

const cookieOf = (header: string | null, name: string) =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1]

/**
 * GET /api/configurator/spec-sheet?p={product id}&c={configuration}&lang=… — the configuration's
 * spec sheet as a PDF in the visitor's language: its picture, product, codes, layout,
 * dimensions, each part's material, options, packages, the configured price in the visitor's
 * market (none when the site hides prices) and its address as a QR code. A tampered
 * configuration prints as its nearest valid one; an unknown or unconfigurable product is a 404.
 * No personal data, but the price follows the market cookie: never cached. Making one costs a
 * core for a moment: it counts on the `configuratorSpecSheet` budget.
 */
export const specSheetGet = endpoint({ budget: 'configuratorSpecSheet', tooManyLabel: 'wishlistPrint.tooMany' }, async ({ request, url, locale, t }) => {
  const id = Number(url.searchParams.get('p'))
  const product = Number.isSafeInteger(id) && id > 0 ? await getConfiguratorById(locale, id) : null
  if (!product) return Response.json({ error: 'not_found', message: t('configurator.specSheetMissing') }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { configuration } = readConfiguration(product.model, url.searchParams.get(CONFIG_PARAM))
  const value = formatConfiguration(product.model, configuration)
  const market = visitorMarket(locale, cookieOf(request.headers.get('cookie'), marketCookie))
  const [{ settings }, preview] = await Promise.all([getSiteChrome(locale), renderPreview(product, configuration, value)])
  const price = settings.hidePrices ? null : configuredPrice(product.model, configuration, market)
  const labels = specSheetLabels(t)
  const now = new Date()
  const origin = siteUrl()
  const sheet = {
    brand: settings.siteName,
    date: t('wishlist.generatedOn', { date: new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' }).format(now) }),
    site: new URL(origin).host,
    labels,
    name: product.name,
    address: absoluteUrl(origin, `${configuratorUrl(locale, product.slug)}?${CONFIG_PARAM}=${encodeURIComponent(value)}`),
    rows: specSheetRows(
      {
        productCode: product.code,
        value,
        summary: configurationSummary(product.model, configuration),
        facts: versionFacts(product, locale, t).find((facts) => facts.token === configuration.version),
        price: price ? formatPrice(price.total, market, localeTags[locale]) : null,
      },
      labels,
    ),
  }
  const bytes = await renderSpecSheetPdf(sheet, new Uint8Array(preview.image), market === 'us' ? 'letter' : 'a4')
  const name = `${product.code}-${configuration.version}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-')
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
