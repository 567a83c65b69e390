'use client'

import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { GalleryPager } from '@/components/controls/GalleryPager'

interface Labels {
  gallery: string
  previous: string
  next: string
  enlarge: string
  close: string
  /** "{index} of {total}" already filled per slide. */
  slides: string[]
  /** The pager's name and its buttons' names ("Picture 2 of 5"). */
  pager: string
  pictures: string[]
}

/**
 * The product's pictures: a strip that snaps picture by picture (swipe on touch screens),
 * previous/next buttons, arrow keys on the focused strip, and an enlarged view in a dialog
 * (click to zoom in and out where you point). Picture boxes have a fixed ratio: nothing shifts.
 */
export function ProductGallery({ children, zoomSources, alts, labels }: { children: ReactNode; zoomSources: string[]; alts: string[]; labels: Labels }) {
  const slides = Children.toArray(children)
  const track = useRef<HTMLUListElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const [current, setCurrent] = useState(0)
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null)
  // The original file is asked for only once the visitor opens the enlarged view: rendered in the
  // closed dialog, it was preloaded in the page's head (React does so for an eager <img>), ahead of
  // the pictures the page shows.
  const [opened, setOpened] = useState(false)

  const show = (index: number) => {
    const next = Math.max(0, Math.min(slides.length - 1, index))
    const element = track.current
    if (element) element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' })
    setCurrent(next)
  }
  const onScroll = () => {
    const element = track.current
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1)
    else if (event.key === 'ArrowLeft') show(current - 1)
    else return
    event.preventDefault()
  }
  const enlarge = () => {
    setZoom(null)
    setOpened(true)
    dialog.current?.showModal()
  }

  return (
    <section className="pgallery" aria-roledescription="carousel" aria-label={labels.gallery}>
      <ul ref={track} className="pgallery__track" tabIndex={0} onScroll={onScroll} onKeyDown={onKeyDown} aria-label={labels.gallery}>
        {slides.map((slide, index) => (
          <li key={index} className="pgallery__slide" aria-roledescription="slide" aria-label={labels.slides[index]}>
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="pgallery__controls">
          <button type="button" className="pgallery__button" onClick={() => show(current - 1)} disabled={current === 0} aria-label={labels.previous}>
            ‹
          </button>
          <GalleryPager current={current} names={labels.pictures} label={labels.pager} onSelect={show} />
          <button type="button" className="pgallery__button" onClick={() => show(current + 1)} disabled={current === slides.length - 1} aria-label={labels.next}>
            ›
          </button>
        </div>
      )}
      <button type="button" className="pgallery__enlarge" onClick={enlarge}>
        {labels.enlarge}
      </button>
      <dialog ref={dialog} className="pgallery__dialog" aria-label={labels.gallery} onClose={() => setZoom(null)}>
        <button type="button" className="pgallery__close" onClick={() => dialog.current?.close()}>
          {labels.close}
        </button>
        {/* The original file: the enlarged view is for detail, not for speed. */}
        {opened && (
          // eslint-disable-next-line @next/next/no-img-element -- the original file, unresized, on purpose
          <img
            src={zoomSources[current]}
            alt={alts[current] ?? ''}
            className={zoom ? 'pgallery__zoomed is-zoomed' : 'pgallery__zoomed'}
            style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect()
              setZoom(zoom ? null : { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 })
            }}
          />
        )}
      </dialog>
    </section>
  )
}
