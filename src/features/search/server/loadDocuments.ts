import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { collectionOf, fieldsOf, text, toDocument, type Row } from '../logic/documents'
import type { SearchDocument, SearchType } from '../logic/types'

const published: Where = { _status: { equals: 'published' } }

/** Ids and update times of the published items of one type (cheap: two columns). */
export async function publishedStamps(payload: Payload, type: SearchType): Promise<Map<number, string>> {
  const result = await payload.find({ collection: collectionOf[type], where: published, depth: 0, pagination: false, select: { updatedAt: true }, overrideAccess: true })
  const stamps = new Map<number, string>()
  for (const doc of result.docs as unknown as Row[]) stamps.set(Number(doc.id), text(doc, 'updatedAt'))
  return stamps
}

/** Full documents of one type and language, by id (in chunks). */
export async function loadDocuments(payload: Payload, type: SearchType, locale: Locale, ids: number[]): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = []
  for (let at = 0; at < ids.length; at += 1000) {
    const chunk = ids.slice(at, at + 1000)
    const where: Where = { and: [published, { id: { in: chunk } }] }
    const select = Object.fromEntries(fieldsOf[type].map((field) => [field, true]))
    const result = await payload.find({ collection: collectionOf[type], where, locale, depth: 0, pagination: false, select, overrideAccess: true })
    for (const row of result.docs as unknown as Row[]) docs.push(toDocument(type, locale, row))
  }
  return docs
}
