import type { HeroBlock as HeroBlockData } from '@/payload-types'
import { MediaImage } from '@/components/MediaImage'
import { SiteLink } from '@/components/SiteLink'
import { resolveLink } from '@/domain/links'
import type { ViewContext } from '@/components/viewContext'
import { Slider } from './lazy.client'
import { SlideTitle } from './SlideTitle.client'

type Slide = HeroBlockData['slides'][number]

/** Where the phone crop takes over (blocks.css lays the hero out for phones below the same width). */
const phoneMedia = '(max-width: 700px)'

/** One slide: the desktop picture, the phone picture when there is one, and the text. */
function HeroSlide({ slide, context, index, opensPage }: { slide: Slide; context: ViewContext; index: number; opensPage: boolean }) {
  const link = resolveLink(slide.link, context.locale)
  const priority = opensPage && index === 0
  const mobile = slide.mobileImage && typeof slide.mobileImage === 'object' ? slide.mobileImage : null
  return (
    <article className="hero__slide hero__slide--main">
      <div className="hero__media">
        {/* One <picture>: a phone downloads only its upright crop, a wider screen only the landscape one. */}
        <MediaImage media={slide.image} mobile={mobile} artMedia={phoneMedia} sizes="100vw" priority={priority} fill />
      </div>
      <div className="hero__text">
        <SlideTitle index={index} opensPage={opensPage}>
          {slide.title}
        </SlideTitle>
        {slide.text && <p>{slide.text}</p>}
        {link && <SiteLink link={link} className="button" />}
      </div>
    </article>
  )
}

/** Full-bleed slides in an accessible slider; the title on show is the page heading when the hero opens the page. */
export function HeroBlock({ block, context, priority }: { block: HeroBlockData; context: ViewContext; priority: boolean }) {
  const { t } = context
  const count = block.slides.length
  const slides = block.slides.map((slide, index) => (
    <HeroSlide key={slide.id ?? slide.title} slide={slide} context={context} index={index} opensPage={priority} />
  ))
  if (count === 1) return <section className="hero hero--single">{slides}</section>
  const labels = {
    carousel: t('editorial.slider.label'),
    previous: t('editorial.slider.previous'),
    next: t('editorial.slider.next'),
    pause: t('editorial.slider.pause'),
    play: t('editorial.slider.play'),
    slides: block.slides.map((_, index) => t('editorial.slider.slideOf', { number: index + 1, count })),
  }
  return (
    <div className="hero">
      <Slider slides={slides} labels={labels} />
    </div>
  )
}
