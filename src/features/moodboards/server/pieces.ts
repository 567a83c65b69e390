import 'server-only'
import { findVisible } from '@/data/readers/findVisible'
import { CONFIG_PARAM, formatConfiguration, readConfiguration } from '@/domain/configurator/address'
import { configurationSummary } from '@/domain/configurator/summary'
import { populated } from '@/domain/lists'
import { mediaPath } from '@/domain/mediaPath'
import { compositionQuery } from '@/domain/mixer/composition'
import { configuratorUrl, documentUrl, mixerUrl } from '@/domain/urls'
import { getConfiguratorById, previewUrl } from '@/features/configurator'
import { compositionPictureUrl, readCompositionValue } from '@/features/mixer'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { compositionOfRef, configurationOfRef, type Piece, type PieceKind } from '../logic/pieces'

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

/**
 * Configurations as a board shows them: each read again against its product as it is now (the
 * nearest valid configuration, as the configurator would show it), named by the product and its
 * layout, pictured by the configurator's drawing, linked to the configurator at that address. A
 * product no longer configurable or visible is absent, like any piece that is gone.
 */
async function readConfigurations(refs: readonly string[], locale: Locale): Promise<Piece[]> {
  const wanted = refs.flatMap((ref) => {
    const found = configurationOfRef(ref)
    return found ? [{ ref, ...found }] : []
  })
  const ids = [...new Set(wanted.map(({ productId }) => productId))]
  const products = new Map((await Promise.all(ids.map((id) => getConfiguratorById(locale, id)))).flatMap((product) => (product ? [[product.id, product] as const] : [])))
  return wanted.flatMap(({ ref, productId, value }) => {
    const product = products.get(productId)
    if (!product) return []
    const { configuration } = readConfiguration(product.model, value)
    const address = formatConfiguration(product.model, configuration)
    const layout = configurationSummary(product.model, configuration).version
    return [
      {
        // Asked for by the ref the board holds, whatever nearer configuration it reads as today.
        ref,
        name: layout ? `${product.name} · ${layout.name}` : product.name,
        detail: layout?.code ?? product.code,
        image: previewUrl(product.id, address),
        href: `${configuratorUrl(locale, product.slug)}?${CONFIG_PARAM}=${encodeURIComponent(address)}`,
      },
    ]
  })
}

/**
 * Mixer compositions as a board shows them: each read again against the scenes and the library as
 * they are now (the nearest valid composition, as the mixer would show it), named by its scene,
 * its detail the slots' material codes, pictured by the mixer's drawing, linked to the mixer at
 * that composition. Absent when the mixer has no scene any more.
 */
async function readCompositions(refs: readonly string[], locale: Locale): Promise<Piece[]> {
  const values = refs.flatMap((ref) => {
    const value = compositionOfRef(ref)
    return value === null ? [] : [{ ref, value }]
  })
  const found = await Promise.all(values.map(async ({ ref, value }) => ({ ref, read: await readCompositionValue(value, locale) })))
  return found.flatMap(({ ref, read: composition }) => {
    if (!composition) return []
    const slotOrder = composition.scene.slots.map((slot) => slot.code)
    const codes = slotOrder.flatMap((slot) => {
      const token = composition.composition.slots[slot]
      const sample = token === undefined ? undefined : composition.samples.get(token)
      return sample ? [sample.code] : []
    })
    return [
      {
        ref,
        name: composition.scene.name,
        detail: codes.join(' · '),
        image: compositionPictureUrl(composition.value),
        href: `${mixerUrl(locale)}${compositionQuery(composition.composition, slotOrder)}`,
      },
    ]
  })
}

/** The pieces a board shows, by their refs (`product:12`, `mood:3`, `configuration:12:…`, `composition:…`), in the visitor's language; what is gone is simply absent. */
export async function piecesByRef(refs: readonly string[], locale: Locale): Promise<Piece[]> {
  const kinds: PieceKind[] = ['product', 'material', 'mood', 'project', 'story']
  const found = await Promise.all([...kinds.map((kind) => read(kind, locale, { ids: idsOf(refs, `${kind}:`) })), readConfigurations(refs, locale), readCompositions(refs, locale)])
  return found.flat()
}

/** Pieces of one kind whose name holds `text` (all of them, first ones, without text). */
export function searchPieces(kind: PieceKind, text: string, locale: Locale): Promise<Piece[]> {
  return read(kind, locale, { text: text.trim() || undefined })
}
