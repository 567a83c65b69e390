import { getDesigners } from '@/data/readers/designers'
import { documentUrl } from '@/domain/urls'
import type { ViewContext } from '@/components/viewContext'
import { countryName, initials } from '@/domain/format'
import { Tile } from '@/components/Tile'

/** Designers with their portrait and country. */
export async function DesignersListing({ context }: { context: ViewContext }) {
  const { locale, t, tag } = context
  const designers = await getDesigners(locale)
  if (designers.length === 0) return <p className="empty">{t('designer.noDesigners')}</p>
  return (
    <div className="listing">
      <div className="grid grid--4">
        {designers.map((designer) => (
          <Tile
            key={designer.id}
            href={documentUrl(locale, 'designers', designer.slug)}
            title={designer.name}
            image={designer.portrait}
            eyebrow={designer.country ? countryName(designer.country, tag) : undefined}
            placeholder={initials(designer.name)}
            shape="portrait"
            level={2}
            sizes="(min-width: 1024px) 25vw, 50vw"
          />
        ))}
      </div>
    </div>
  )
}
