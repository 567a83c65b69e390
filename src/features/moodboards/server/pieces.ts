import 'server-only'
import { findVisible } from '@/data/readers/findVisible'
import { populated } from '@/domain/lists'
import { mediaPath } from '@/domain/mediaPath'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import type { Piece, PieceKind } from '../logic/pieces'

/** Most results one pick list shows. */
export const PIECES_PAGE = 24

const imageOf = (media: Media | number | null | undefined): string | null => {
  const found = populated(media)
  return found?.url ? mediaPath(found.url) : null
}
const idsOf = (refs: readonly string[], prefix: string) => [...new Set(refs.filter((ref) => ref.startsWith(prefix)).map((ref) => Number(ref.slice(prefix.length))).filter(Number.isSafeInteger))]

type Query = { ids?: number[]; text?: string }
const whereOf = ({ ids, text }: Query, field: 'name' | 'title') => ({
  where: ids ? { id: { in: ids } } : text ? { [field]: { like: text } } : {},
  depth: 1,
  limit: ids ? ids.length : PIECES_PAGE,
  sort: field,
})

/** The pieces of one kind the visitor may see, by ids or by a text in their name. */
async function read(kind: PieceKind, locale: Locale, query: Query): Promise<Piece[]> {
  if (query.ids?.length === 0) return []
  switch (kind) {
    case 'product': {
      const found = await findVisible('products', locale, { ...whereOf(query, 'name'), select: { name: true, slug: true, code: true, gallery: true } })
      return found.docs.map((doc) => ({ ref: `product:${String(doc.id)}`, name: doc.name, detail: doc.code, image: imageOf(doc.gallery[0]), href: documentUrl(locale, 'products', doc.slug) }))
    }
    case 'material': {
      const found = await findVisible('materials', locale, { ...whereOf(query, 'name'), select: { name: true, slug: true, code: true, swatch: true } })
      return found.docs.map((doc) => ({ ref: `material:${String(doc.id)}`, name: doc.name, detail: doc.code, image: imageOf(doc.swatch), href: documentUrl(locale, 'materials', doc.slug) }))
    }
    case 'mood':
    case 'project':
    case 'story': {
      const collection = ({ mood: 'moods', project: 'projects', story: 'stories' } as const)[kind]
      const found = await findVisible(collection, locale, { ...whereOf(query, 'title'), select: { title: true, slug: true, cover: true } })
      return found.docs.map((doc) => ({ ref: `${kind}:${String(doc.id)}`, name: doc.title, detail: '', image: imageOf(doc.cover), href: documentUrl(locale, collection, doc.slug) }))
    }
    default:
      return unreachable(kind)
  }
}

function unreachable(value: never): never {
  throw new Error(`Unknown piece kind: ${String(value)}`)
}

/** The pieces a board shows, by their refs (`product:12`, `mood:3`…), in the visitor's language; what is gone is simply absent. */
export async function piecesByRef(refs: readonly string[], locale: Locale): Promise<Piece[]> {
  const kinds: PieceKind[] = ['product', 'material', 'mood', 'project', 'story']
  const found = await Promise.all(kinds.map((kind) => read(kind, locale, { ids: idsOf(refs, `${kind}:`) })))
  return found.flat()
}

/** Pieces of one kind whose name holds `text` (all of them, first ones, without text). */
export function searchPieces(kind: PieceKind, text: string, locale: Locale): Promise<Piece[]> {
  return read(kind, locale, { text: text.trim() || undefined })
}
