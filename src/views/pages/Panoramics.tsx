import { MediaImage } from '@/components/MediaImage'
import { getMaterialPanoramics, getProductPanoramics, type PanoramicGroup } from '@/data/panoramics'
import { documentUrl, subFolderUrl } from '@/domain/urls'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { ViewContext } from '@/components/viewContext'

/**
 * Products or materials in their settings: the ambience ("panoramic") pictures grouped by
 * category, each leading to the piece it shows; the category's own page lists all its pieces.
 */
export async function Panoramics({ kind, context }: { kind: 'products' | 'materials'; context: ViewContext }) {
  const { locale, t } = context
  const groups: PanoramicGroup[] = kind === 'products' ? await getProductPanoramics(locale) : await getMaterialPanoramics(locale)
  if (groups.length === 0) return <p className="empty">{t('panoramics.none')}</p>
  const categoryHref = (slug: string) => (kind === 'products' ? documentUrl(locale, 'categories', slug) : subFolderUrl(locale, 'materials', slug))
  return (
    <div className="panoramics-page">
      <nav className="panoramics-page__index" aria-label={t('panoramics.categories')}>
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#panoramics-${group.slug}`}>{group.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={`panoramics-${group.slug}`} className="view-band panoramics-page__group" aria-labelledby={`panoramics-${group.slug}-title`}>
          <h2 id={`panoramics-${group.slug}-title`} className="band-title">
            <Link href={categoryHref(group.slug)}>{group.name}</Link>
          </h2>
          <ul className="panoramics-grid">
            {group.items.map((item) => (
              <li key={`${item.slug}-${item.image.id}`}>
                <Link href={documentUrl(locale, kind, item.slug)} className="panoramics-grid__link">
                  <span className="panoramics-grid__image">
                    <MediaImage media={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fill />
                  </span>
                  <span className="panoramics-grid__name">{item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="panoramics-page__more">
            <Link href={categoryHref(group.slug)}>{t('panoramics.allIn', { category: group.name })}</Link>
          </p>
        </section>
      ))}
    </div>
  )
}
