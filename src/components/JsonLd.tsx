import { serializeJsonLd, type JsonLdNode } from '@/domain/seo/jsonLdNodes'

/**
 * Structured data for search engines. The JSON is escaped for an inline script (see
 * `serializeJsonLd`), so text from editors cannot end the element or inject markup.
 */
export function JsonLd({ data }: { data: JsonLdNode | null }) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
