'use client'
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { isPaused, shouldAutoplay, SLIDE_INTERVAL, slideForKey, step } from '@/domain/slider/slider'
import { CurrentSlideContext } from './SlideTitle.client'

export interface SliderLabels {
  carousel: string
  previous: string
  next: string
  pause: string
  play: string
  /** One per slide, e.g. "Slide 2 of 3". */
  slides: string[]
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const noSubscription = () => () => {}

/** False in the server HTML and during hydration, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** The visitor's motion preference; reduced on the server and until hydration, so nothing moves before it is known. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  )
}

/**
 * An accessible slider (WAI-ARIA carousel pattern): previous/next and pause buttons, arrow
 * keys, slide picker; it advances by itself only when motion is welcome and the visitor is
 * not reading inside it. Without JavaScript the first slide shows, and it is the only one the
 * HTML carries: the others (hidden, their pictures lazy) are rendered once React runs, from
 * the page data, so their pictures' srcsets are not in the HTML of every visit. They share the
 * first slide's box (one grid cell of at least the hero's height), so nothing moves.
 */
export function Slider({ slides, labels }: { slides: ReactNode[]; labels: SliderLabels }) {
  const count = slides.length
  const [current, setCurrent] = useState(0)
  const [choice, setChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const hydrated = useHydrated()
  const paused = isPaused(choice, reducedMotion)
  const playing = shouldAutoplay({ count, paused, interacting: hovered || focused })

  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => setCurrent((index) => step(index, count, 1)), SLIDE_INTERVAL)
    return () => window.clearTimeout(timer)
  }, [playing, current, count])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = slideForKey(event.key, current, count)
    if (next === null) return
    event.preventDefault()
    setCurrent(next)
  }

  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <CurrentSlideContext.Provider value={current}>
        <div className="slider__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={labels.slides[index]}
              className={index === current ? 'slider__slide slider__slide--current' : 'slider__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[index]}
              aria-hidden={index !== current}
              inert={index !== current}
            >
              {index === 0 || hydrated ? slide : null}
            </div>
          ))}
        </div>
      </CurrentSlideContext.Provider>
      {count > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__button" onClick={() => setChoice(!paused)} aria-label={paused ? labels.play : labels.pause}>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" className="slider__button" onClick={() => setCurrent(step(current, count, -1))} aria-label={labels.previous}>
            <span aria-hidden="true">←</span>
          </button>
          <ol className="slider__dots">
            {labels.slides.map((label, index) => (
              <li key={label}>
                <button type="button" className="slider__dot" onClick={() => setCurrent(index)} aria-label={label} aria-current={index === current ? 'true' : undefined} />
              </li>
            ))}
          </ol>
          <button type="button" className="slider__button" onClick={() => setCurrent(step(current, count, 1))} aria-label={labels.next}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </section>
  )
}
