import type { TeasersBlock as TeasersData } from '@/payload-types'
import { CardFrame } from '@/components/CardFrame.client'
import { MediaImage } from '@/components/MediaImage'
import { getHiddenSet, hiddenKey } from '@/data/hidden'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'

type Item = TeasersData['items'][number]

function teaser(item: Item, locale: Locale) {
  const doc = item.value
  if (typeof doc !== 'object') return null
  switch (item.relationTo) {
    case 'categories':
      return 'name' in doc ? { title: doc.name, image: 'image' in doc ? doc.image : null, href: documentUrl(locale, 'categories', doc.slug) } : null
    case 'stores':
      return 'companyName' in doc ? { title: doc.companyName, image: doc.images?.[0] ?? null, href: documentUrl(locale, 'stores', doc.slug) } : null
    default:
      return 'title' in doc && 'cover' in doc ? { title: doc.title, image: doc.cover, href: documentUrl(locale, item.relationTo, doc.slug) } : null
  }
}

/** Teasers of chosen documents, without drafts and without those hidden in this language. */
export async function TeasersBlock({ block, locale }: { block: TeasersData; locale: Locale }) {
  const hidden = await getHiddenSet(locale)
  const items = block.items.filter((item) => typeof item.value !== 'object' || !hidden.has(hiddenKey(item.relationTo, item.value.id)))
  return (
    <section className="section">
      {block.title && <h2 className="section__title">{block.title}</h2>}
      <div className="grid grid--3">
        {items.map((item) => {
          const entry = teaser(item, locale)
          if (!entry) return null
          return (
            <CardFrame key={`${item.relationTo}-${typeof item.value === 'object' ? item.value.id : item.value}`} href={entry.href} title={entry.title} wide>
              {/* Decorative: the card's title, in the same link, names what the picture shows (axe image-redundant-alt). */}
              <MediaImage media={entry.image} sizes="(min-width: 1024px) 33vw, 100vw" alt="" fill />
            </CardFrame>
          )
        })}
      </div>
    </section>
  )
}
