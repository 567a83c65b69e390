import { getWhatsNew } from '@/data/whatsNew'
import { documentUrl } from '@/domain/urls'
import type { WhatsNewBlock as WhatsNewData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { Tile } from '@/components/Tile'

const kindLabel = { product: 'section.products', material: 'section.materials', story: 'section.stories' } as const

/** New products, materials and stories in one grid, each marked with its kind. */
export async function WhatsNewBlock({ block, context }: { block: WhatsNewData; context: ViewContext }) {
  const { locale, t } = context
  const items = await getWhatsNew(locale, block.perKind)
  if (items.length === 0) return null
  return (
    <section className="section">
      {/* Without its own title the block usually sits on the what's-new page, under that same heading. */}
      <h2 className={block.title ? 'section__title' : 'sr-only'}>{block.title ?? t('section.whatsNew')}</h2>
      <div className="grid grid--4">
        {items.map(({ kind, item }) => (
          <Tile key={`${item.collection}-${item.id}`} href={documentUrl(locale, item.collection, item.slug)} title={item.title} image={item.image} eyebrow={t(kindLabel[kind])} shape={kind === 'material' ? 'square' : 'landscape'} sizes="(min-width: 1024px) 25vw, 50vw" />
        ))}
      </div>
    </section>
  )
}
