import { absoluteUrl } from '../urls'

/** A JSON-LD node: plain data, serialised into a `<script type="application/ld+json">`. */
export type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[]
export interface JsonLdNode {
  [key: string]: JsonLdValue | undefined
}

/** Who publishes the site: the brand. */
export interface SiteIdentity {
  name: string
  /** Public origin without trailing slash. */
  origin: string
}

export const schema = 'https://schema.org'

/** The node without its empty (undefined) properties, as it will be serialised. */
export function compact(node: JsonLdNode): JsonLdNode {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined))
}

export function organizationId(site: SiteIdentity): string {
  return `${site.origin}/#organization`
}

export function organizationJsonLd(site: SiteIdentity): JsonLdNode {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.name, url: absoluteUrl(site.origin, '/') }
}

/** The brand as a reference, for `brand`, `author` and `publisher`. */
export function brandRef(site: SiteIdentity): JsonLdNode {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.name }
}

/**
 * JSON for a `<script>` element. `<` becomes `\u003c` so no value can close the element
 * (`</script>`) or open a comment; `>`, `&` and the line separators are escaped as well.
 * The result is still the same JSON for any parser.
 */
export function serializeJsonLd(data: JsonLdNode): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
