'use client'
import { Children, useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A grid shown a page at a time with a "show more" button. The server sends every item (so
 * every link is in the HTML, for crawlers and without JavaScript); once the page runs, only
 * the first page shows and the button adds the next, moving focus to the first new item.
 */
export function PagedGrid({ children, pageSize, className, moreLabel, statusLabels }: { children: ReactNode; pageSize: number; className: string; moreLabel: string; statusLabels: Record<number, string> }) {
  const items = Children.toArray(children)
  const [shown, setShown] = useState(items.length)
  const firstNew = useRef<number | null>(null)
  const grid = useRef<HTMLDivElement>(null)

  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration on purpose: the server's HTML keeps every item
  useEffect(() => setShown((count) => Math.min(count, pageSize)), [pageSize])
  useEffect(() => {
    if (firstNew.current === null) return
    grid.current?.children[firstNew.current]?.querySelector('a')?.focus()
    firstNew.current = null
  }, [shown])

  return (
    <>
      <div className={className} ref={grid}>
        {items.slice(0, shown)}
      </div>
      {shown < items.length && (
        <p className="listing__more">
          <span className="listing__status" role="status">
            {statusLabels[shown]}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => {
              firstNew.current = shown
              setShown(Math.min(items.length, shown + pageSize))
            }}
          >
            {moreLabel}
          </button>
        </p>
      )}
    </>
  )
}
