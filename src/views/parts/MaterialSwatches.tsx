import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { MediaImage } from '@/components/MediaImage'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { SaveButton } from '@/features/wishlist/client'

export interface SwatchData {
  id: number
  name: string
  slug: string
  code: string
  swatch: Media | null
  hex?: string | null
}

/** Material samples: a square swatch, the name and the code, each linking to the material; `saveable` adds each one's wishlist heart (material cards). */
export function MaterialSwatches({ materials, locale, size = 'regular', saveable = false }: { materials: SwatchData[]; locale: Locale; size?: 'regular' | 'small'; saveable?: boolean }) {
  return (
    <ul className={`swatches swatches--${size}`}>
      {materials.map((material) => (
        <li key={material.id} className={saveable ? 'swatch-item' : undefined}>
          <Link href={documentUrl(locale, 'materials', material.slug)} className="swatch">
            <span className="swatch__image" style={material.hex ? { backgroundColor: material.hex } : undefined}>
              <MediaImage media={material.swatch} sizes={size === 'small' ? '96px' : '(min-width: 1024px) 180px, 30vw'} fill />
            </span>
            <span className="swatch__name">{material.name}</span>
            <span className="swatch__code">{material.code}</span>
          </Link>
          {saveable && <SaveButton item={{ kind: 'material', id: String(material.id), options: {} }} name={material.name} overlay />}
        </li>
      ))}
    </ul>
  )
}
