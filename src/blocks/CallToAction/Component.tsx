import type { CallToActionBlock as CallToActionData } from '@/payload-types'
import { MediaImage } from '@/components/MediaImage'
import { SiteLink } from '@/components/SiteLink'
import { resolveLink } from '@/domain/links'
import type { Locale } from '@/i18n/locales'

export function CallToActionBlock({ block, locale }: { block: CallToActionData; locale: Locale }) {
  const link = resolveLink(block.link, locale)
  return (
    <section className="cta section">
      <div className="cta__media">
        <MediaImage media={block.image} sizes="(min-width: 1024px) 50vw, 100vw" fill />
      </div>
      <div className="cta__text">
        <h2>{block.title}</h2>
        {block.text && <p>{block.text}</p>}
        {link && <SiteLink link={link} className="button" />}
      </div>
    </section>
  )
}
