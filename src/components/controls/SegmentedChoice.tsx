import type { ReactNode } from 'react'

export interface Segment {
  value: string
  label: ReactNode
}

interface Props {
  name: string
  legend: ReactNode
  segments: Segment[]
  /** The chosen value when the form owns it (no script needed). */
  defaultValue?: string
  /** The chosen value when the caller owns it; `onChange` then receives each new choice. */
  value?: string
  onChange?: (value: string) => void
  /** Prefix of the radios' ids (default: `name`): give one per instance when a page shows the choice twice. */
  idPrefix?: string
  className?: string
}

/** One choice among a few, shown as a row of segments: radios in a fieldset (arrow keys move between them). */
export function SegmentedChoice({ name, legend, segments, defaultValue, value, onChange, idPrefix = name, className }: Props) {
  const controlled = value !== undefined
  return (
    <fieldset className={className ? `ctl-segmented ${className}` : 'ctl-segmented'}>
      <legend className="ctl-label">{legend}</legend>
      {segments.map((segment) => {
        const id = `${idPrefix}-${segment.value}`
        const choice = controlled
          ? { checked: segment.value === value, onChange: () => onChange?.(segment.value) }
          : { defaultChecked: segment.value === defaultValue }
        return (
          <span key={segment.value} className="ctl-segment">
            <input id={id} type="radio" name={name} value={segment.value} {...choice} className="ctl-segment__input" />
            <label htmlFor={id} className="ctl-segment__label">
              {segment.label}
            </label>
          </span>
        )
      })}
    </fieldset>
  )
}
