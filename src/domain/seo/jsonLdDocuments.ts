import { localeTags, type Locale } from '@/i18n/locales'
import type { Product, Store, Story } from '@/payload-types'
import { mediaUrls } from './images'
import { brandRef, compact, schema, type JsonLdNode, type SiteIdentity } from './jsonLdNodes'

export interface ProductJsonLdInput {
  product: Product
  /** Absolute canonical URL of the product page. */
  url: string
  site: SiteIdentity
  description: string | null
  /** Site setting: prices hidden everywhere, so no offers either. */
  hidePrices: boolean
}

/** One offer per version and market price; none when prices are hidden. */
export function productOffers(product: Product, url: string): JsonLdNode[] {
  return (product.versions ?? []).flatMap((version) =>
    (version.prices ?? []).map((price) => ({
      '@type': 'Offer',
      sku: version.code,
      name: version.name,
      price: price.amount,
      priceCurrency: price.currency,
      availability: `${schema}/InStock`,
      itemCondition: `${schema}/NewCondition`,
      url,
    })),
  )
}

export function productJsonLd({ product, url, site, description, hidePrices }: ProductJsonLdInput): JsonLdNode {
  const offers = hidePrices ? [] : productOffers(product, url)
  const images = mediaUrls([product.meta?.image, ...product.gallery], site.origin)
  const category = typeof product.category === 'object' ? product.category.name : undefined
  return compact({
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    sku: product.code,
    url,
    description: description ?? product.tagline ?? undefined,
    image: images.length > 0 ? images : undefined,
    brand: brandRef(site),
    category,
    offers: offers.length > 0 ? offers : undefined,
  })
}

const dayNames: Record<NonNullable<Store['openingHours']>[number]['day'], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** Opening hours, days with the same hours grouped, in the order the editor entered them. */
export function openingHoursSpecification(hours: Store['openingHours']): JsonLdNode[] {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>()
  for (const { day, opens, closes } of hours ?? []) {
    const key = `${opens}-${closes}`
    const group = groups.get(key) ?? { opens, closes, days: [] }
    const name = `${schema}/${dayNames[day]}`
    if (!group.days.includes(name)) group.days.push(name)
    groups.set(key, group)
  }
  return [...groups.values()].map(({ opens, closes, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }))
}

export function storeJsonLd(store: Store, url: string, site: SiteIdentity): JsonLdNode {
  const hours = openingHoursSpecification(store.openingHours)
  const images = mediaUrls([store.meta?.image, ...(store.images ?? [])], site.origin)
  return compact({
    '@type': 'FurnitureStore',
    '@id': `${url}#store`,
    name: store.companyName,
    url,
    image: images.length > 0 ? images : undefined,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: store.address,
      postalCode: store.postcode || undefined,
      addressLocality: store.city,
      addressRegion: store.province || store.region || undefined,
      addressCountry: store.country,
    }),
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    telephone: store.phone || undefined,
    email: store.email || undefined,
    sameAs: store.website || undefined,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    // A single-brand store is the brand's own; a multi-brand store only sells it.
    parentOrganization: store.type === 'MONOMARCA' ? brandRef(site) : undefined,
  })
}

export interface ArticleJsonLdInput {
  story: Story
  url: string
  site: SiteIdentity
  locale: Locale
  description: string | null
}

export function articleJsonLd({ story, url, site, locale, description }: ArticleJsonLdInput): JsonLdNode {
  const images = mediaUrls([story.meta?.image, story.cover], site.origin)
  return compact({
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: story.title,
    description: description ?? story.excerpt ?? undefined,
    url,
    mainEntityOfPage: url,
    inLanguage: localeTags[locale],
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
    image: images.length > 0 ? images : undefined,
    articleSection: story.category,
    author: brandRef(site),
    publisher: brandRef(site),
  })
}
