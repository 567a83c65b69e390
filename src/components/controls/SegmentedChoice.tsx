import type { ReactNode } from 'react'
import './controls.css'

export interface Segment {
  value: string
  label: ReactNode
}

/** One choice among a few, shown as a row of segments: radios in a fieldset (arrow keys move between them). */
export function SegmentedChoice({ name, legend, segments, defaultValue, className }: { name: string; legend: ReactNode; segments: Segment[]; defaultValue?: string; className?: string }) {
  return (
    <fieldset className={className ? `ctl-segmented ${className}` : 'ctl-segmented'}>
      <legend className="ctl-label">{legend}</legend>
      {segments.map((segment) => {
        const id = `${name}-${segment.value}`
        return (
          <span key={segment.value} className="ctl-segment">
            <input id={id} type="radio" name={name} value={segment.value} defaultChecked={segment.value === defaultValue} className="ctl-segment__input" />
            <label htmlFor={id} className="ctl-segment__label">
              {segment.label}
            </label>
          </span>
        )
      })}
    </fieldset>
  )
}
