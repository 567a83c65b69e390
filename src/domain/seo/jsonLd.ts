import { localeTags, type Locale } from '@/i18n/locales'
import type { Crumb, Resolved } from '../routing/resolved'
import { absoluteUrl, homeUrl } from '../urls'
import { articleJsonLd, productJsonLd, storeJsonLd } from './jsonLdDocuments'
import { organizationId, organizationJsonLd, schema, type JsonLdNode, type SiteIdentity } from './jsonLdNodes'

export { serializeJsonLd, type JsonLdNode, type SiteIdentity } from './jsonLdNodes'

/** The site in one language, with the search box search engines may show (spec: /{lang}/search/results). */
export function webSiteJsonLd(site: SiteIdentity, locale: Locale): JsonLdNode {
  const url = absoluteUrl(site.origin, homeUrl(locale))
  return {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    url,
    name: site.name,
    inLanguage: localeTags[locale],
    publisher: { '@id': organizationId(site) },
    potentialAction: {
      '@type': 'SearchAction',
      // The placeholder must stay unencoded: search engines substitute it.
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site.origin, `/${locale}/search/results`)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** The trail from the home to this page; null when there is no trail (the home itself). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLdNode | null {
  if (crumbs.length < 2) return null
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  }
}

export interface PageJsonLdInput {
  resolved: Resolved
  site: SiteIdentity
  hidePrices: boolean
}

/** Every JSON-LD node a page carries, as one `@graph`; null when there is none. */
export function pageJsonLd({ resolved, site, hidePrices }: PageJsonLdInput): JsonLdNode | null {
  const url = absoluteUrl(site.origin, resolved.path)
  const nodes: JsonLdNode[] = []
  const { content } = resolved
  if (content.kind === 'home') nodes.push(organizationJsonLd(site), webSiteJsonLd(site, resolved.locale))
  if (content.kind === 'document') {
    if (content.collection === 'products') {
      nodes.push(productJsonLd({ product: content.doc, url, site, description: resolved.description, hidePrices }))
    } else if (content.collection === 'stores') {
      nodes.push(storeJsonLd(content.doc, url, site))
    } else if (content.collection === 'stories') {
      nodes.push(articleJsonLd({ story: content.doc, url, site, locale: resolved.locale, description: resolved.description }))
    }
  }
  const breadcrumbs = breadcrumbJsonLd(resolved.breadcrumbs, site.origin)
  if (breadcrumbs) nodes.push(breadcrumbs)
  return nodes.length > 0 ? { '@context': schema, '@graph': nodes } : null
}
