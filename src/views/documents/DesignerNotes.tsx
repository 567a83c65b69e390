import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { MediaImage } from '@/components/MediaImage'
import { documentUrl } from '@/domain/urls'
import type { Designer } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { populated } from '@/domain/lists'

/** "About the designer": portrait, name and biography of each designer of a product. */
export function DesignerNotes({ designers, context }: { designers: Designer[]; context: ViewContext }) {
  const { locale, t } = context
  if (designers.length === 0) return null
  return (
    <section className="view-band" aria-labelledby="product-designers">
      <h2 id="product-designers" className="band-title">
        {t('product.designer')}
      </h2>
      <div className="designer-notes">
        {designers.map((designer) => (
          <div key={designer.id} className={designer.portrait ? 'designer-note' : 'designer-note designer-note--text'}>
            {designer.portrait && (
              <div className="designer-note__portrait">
                <MediaImage media={populated(designer.portrait)} sizes="160px" fill />
              </div>
            )}
            <div>
              <h3 className="designer-note__name">
                <Link href={documentUrl(locale, 'designers', designer.slug)}>{designer.name}</Link>
              </h3>
              {designer.bio && <p className="designer-note__bio">{designer.bio}</p>}
            </div>
          </div>
        ))}
      </div>
    </section>
  )
}
