'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { fieldValue, handles, moveHandle, rangeValueText, trackShare, type RangeEnds, type RangeUnit } from '@/domain/catalogue/rangeControl'
import { formatted, type Preformatted } from '@/domain/preformatted'
import { useHydrated } from '@/components/shell/useHydrated'

export type { RangeUnit }

interface Props {
  /** The fields' stem: the form sends `${name}Min` and `${name}Max`. */
  name: string
  /** The bounds of what the other filters leave; none when nothing has a value. */
  ends: RangeEnds | null
  min: number | null
  max: number | null
  step: number
  unit: RangeUnit
  /** The first render's handle values as the server wrote them (`firstHandleValues`): hydration formats no number. */
  firstTexts: Preformatted
  labels: { minimum: string; maximum: string; between: string }
}

/** Waits this long after the last change of a handle by keys or assistive technology before the list follows. */
const SETTLE_MS = 450

/**
 * A range filter: two number fields (the form's values, typed and sent with Enter, and all there is
 * without JavaScript) and, once React runs, two handles on one track over the current bounds.
 * A handle moves its field at once; the list follows when the handle is let go, or a moment
 * after the last key press, by submitting the surrounding form.
 */
export function RangeField({ name, ends, min, max, step, unit, firstTexts, labels }: Props) {
  const hydrated = useHydrated()
  const [minText, setMinText] = useState(min === null ? '' : String(min))
  const [maxText, setMaxText] = useState(max === null ? '' : String(max))
  const trackRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The native `change` event comes when a dragged handle is let go, and on each key press or
  // assistive-technology step: the form is sent once they settle.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const settle = () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => track.closest('form')?.requestSubmit(), SETTLE_MS)
    }
    track.addEventListener('change', settle)
    return () => {
      track.removeEventListener('change', settle)
      clearTimeout(timer.current)
    }
  }, [hydrated])

  const show = (value: number) => formatted(firstTexts, value, (other) => rangeValueText(other, unit))
  const at = ends ? handles(ends, minText, maxText) : null
  const share = ends && at ? trackShare(ends, at) : null
  const move = (which: 'min' | 'max', value: number) => {
    if (!ends || !at) return
    const next = moveHandle(which, value, at)
    setMinText(fieldValue(next.min, ends.low))
    setMaxText(fieldValue(next.max, ends.high))
  }

  return (
    <div className="ctl-range">
      {ends && at && share ? (
        <>
          <p className="ctl-range__values" aria-hidden="true">
            {labels.between.replace('{min}', show(at.min)).replace('{max}', show(at.max))}
          </p>
          <div ref={trackRef} className="ctl-range__track" style={{ '--from': share.from, '--to': share.to } as CSSProperties}>
            <span className="ctl-range__fill" aria-hidden="true" />
            {(['min', 'max'] as const).map((which) => (
              <input
                key={which}
                type="range"
                className={`ctl-range__handle ctl-range__handle--${which}`}
                aria-label={which === 'min' ? labels.minimum : labels.maximum}
                aria-valuetext={show(at[which])}
                min={ends.low}
                max={ends.high}
                step={step}
                value={at[which]}
                disabled={!hydrated}
                // The lower handle stays reachable when both stand at the top.
                data-raised={which === 'min' && at.min >= ends.high - step ? '' : undefined}
                onChange={(event) => move(which, Number(event.currentTarget.value))}
              />
            ))}
          </div>
        </>
      ) : null}
      <div className="ctl-range__fields">
        <label>
          <span>{labels.minimum}</span>
          <input className="ctl-input" type="number" inputMode="numeric" min={0} name={`${name}Min`} value={minText} placeholder={ends ? String(ends.low) : undefined} onChange={(event) => setMinText(event.currentTarget.value)} />
        </label>
        <label>
          <span>{labels.maximum}</span>
          <input className="ctl-input" type="number" inputMode="numeric" min={0} name={`${name}Max`} value={maxText} placeholder={ends ? String(ends.high) : undefined} onChange={(event) => setMaxText(event.currentTarget.value)} />
        </label>
      </div>
    </div>
  )
}
