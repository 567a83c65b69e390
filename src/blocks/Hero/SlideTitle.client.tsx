'use client'
import { createContext, useContext, type ReactNode } from 'react'

/** The slide on show; the Slider provides it (a hero with one slide has only slide 0). */
export const CurrentSlideContext = createContext(0)

/**
 * A slide's title. In a hero that opens the page, the title on show is the page's one `<h1>`
 * and the others are `<h2>`: the visible headline is always the h1, whichever slide the slider
 * has moved to (a fixed h1 on slide 1 went hidden with it). Same look either way (.hero__title).
 */
export function SlideTitle({ index, opensPage, children }: { index: number; opensPage: boolean; children: ReactNode }) {
  const current = useContext(CurrentSlideContext)
  const Heading = opensPage && index === current ? 'h1' : 'h2'
  return <Heading className="hero__title">{children}</Heading>
}
