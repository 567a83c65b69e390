import type { HeroBlock as HeroBlockData } from '@/payload-types'
import { MediaImage } from '@/components/MediaImage'
import { SiteLink } from '@/components/SiteLink'
import { resolveLink } from '@/domain/links'
import type { Locale } from '@/i18n/locales'

/** The first slide, full bleed; the other slides follow as a calm stacked strip (slider in the editorial issue). */
export function HeroBlock({ block, locale, priority }: { block: HeroBlockData; locale: Locale; priority: boolean }) {
  return (
    <section className="hero">
      {block.slides.map((slide, index) => {
        const link = resolveLink(slide.link, locale)
        return (
          <article key={slide.id ?? index} className={index === 0 ? 'hero__slide hero__slide--main' : 'hero__slide'}>
            <div className="hero__media">
              <MediaImage media={slide.image} sizes={index === 0 ? '100vw' : '(min-width: 1024px) 50vw, 100vw'} priority={priority && index === 0} fill />
            </div>
            <div className="hero__text">
              {index === 0 ? <h1>{slide.title}</h1> : <h2>{slide.title}</h2>}
              {slide.text && <p>{slide.text}</p>}
              {link && <SiteLink link={link} className="button" />}
            </div>
          </article>
        )
      })}
    </section>
  )
}
