import { getWhatsNew } from '@/data/whatsNew'
import { documentUrl } from '@/domain/urls'
import type { NewItem, NewKind } from '@/domain/whatsNew/newest'
import type { NewCard } from '@/data/whatsNew'
import type { WhatsNewBlock as WhatsNewData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { Tile } from '@/components/Tile'

const kindLabel = { product: 'section.products', material: 'section.materials', story: 'section.stories' } as const
const kinds: readonly NewKind[] = ['product', 'material', 'story']

function Tiles({ items, context, marked }: { items: NewItem<NewCard>[]; context: ViewContext; marked: boolean }) {
  const { locale, t } = context
  return (
    <div className="grid grid--4">
      {items.map(({ kind, item }) => (
        <Tile key={`${item.collection}-${item.id}`} href={documentUrl(locale, item.collection, item.slug)} title={item.title} image={item.image} eyebrow={marked ? t(kindLabel[kind]) : undefined} shape={kind === 'material' ? 'square' : 'landscape'} sizes="(min-width: 1024px) 25vw, 50vw" />
      ))}
    </div>
  )
}

/**
 * New products, materials and stories. With a title of its own (on any page) one grid, each card
 * marked with its kind; without one (on the what's-new page, under that same heading) a section
 * per kind under the kind's name, so the page never repeats its own heading.
 */
export async function WhatsNewBlock({ block, context }: { block: WhatsNewData; context: ViewContext }) {
  const { locale, t } = context
  const items = await getWhatsNew(locale, block.perKind)
  if (items.length === 0) return null
  if (block.title) {
    return (
      <section className="section">
        <h2 className="section__title">{block.title}</h2>
        <Tiles items={items} context={context} marked />
      </section>
    )
  }
  return kinds.map((kind) => {
    const ofKind = items.filter((item) => item.kind === kind)
    if (ofKind.length === 0) return null
    return (
      <section key={kind} className="section">
        <h2 className="section__title">{t(kindLabel[kind])}</h2>
        <Tiles items={ofKind} context={context} marked={false} />
      </section>
    )
  })
}
