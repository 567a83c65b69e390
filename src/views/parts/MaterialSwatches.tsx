import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { MediaImage } from '@/components/MediaImage'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

export interface SwatchData {
  id: number
  name: string
  slug: string
  code: string
  swatch: Media | null
  hex?: string | null
}

/** Material samples: a square swatch, the name and the code, each linking to the material. */
export function MaterialSwatches({ materials, locale, size = 'regular' }: { materials: SwatchData[]; locale: Locale; size?: 'regular' | 'small' }) {
  return (
    <ul className={`swatches swatches--${size}`}>
      {materials.map((material) => (
        <li key={material.id}>
          <Link href={documentUrl(locale, 'materials', material.slug)} className="swatch">
            <span className="swatch__image" style={material.hex ? { backgroundColor: material.hex } : undefined}>
              <MediaImage media={material.swatch} sizes={size === 'small' ? '96px' : '(min-width: 1024px) 180px, 30vw'} fill />
            </span>
            <span className="swatch__name">{material.name}</span>
            <span className="swatch__code">{material.code}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
