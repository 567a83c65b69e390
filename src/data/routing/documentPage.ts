import 'server-only'
import { documentText } from '@/domain/routing/documentText'
import { folderOf } from '@/domain/routing/folderCollections'
import type { Crumb, DocumentContent } from '@/domain/routing/resolved'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { alternatesOf } from './alternates'
import type { Built } from './built'
import { head, sectionCrumb } from './pageHead'

/** A folder item's page: section crumb (and a product's category), its alternates and head. */
export async function documentPage(locale: Locale, content: DocumentContent, t: Translate): Promise<Built> {
  const { collection, doc } = content
  const path = documentUrl(locale, collection, doc.slug)
  const { name, summary } = documentText(content)
  const trail: Crumb[] = [await sectionCrumb(locale, folderOf[collection], t)]
  if (content.collection === 'products' && typeof content.doc.category === 'object') {
    trail.push({ name: content.doc.category.name, path: documentUrl(locale, 'categories', content.doc.category.slug) })
  }
  trail.push({ name, path })
  return { content: { kind: 'document', ...content }, alternates: await alternatesOf(collection, doc.id), trail, ...head(doc, name, summary) }
}
