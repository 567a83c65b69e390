import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { id: string; label: ReactNode; error?: ReactNode }

/**
 * A native checkbox in the accent colour, its label beside it. An error shows under the label,
 * tied to the box with `aria-describedby` (id `${id}-error`) and `aria-invalid`.
 */
export function Checkbox({ id, label, error, className, ...input }: Props) {
  const classes = ['ctl-check', error ? 'ctl-check--invalid' : null, className].filter((part): part is string => Boolean(part)).join(' ')
  const errorId = `${id}-error`
  return (
    <span className={classes}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className="ctl-check__input"
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={error ? [input['aria-describedby'], errorId].filter(Boolean).join(' ') : input['aria-describedby']}
      />
      <label htmlFor={id} className="ctl-check__label">
        {label}
      </label>
      {error ? (
        <span id={errorId} className="ctl-error ctl-check__error">
          {error}
        </span>
      ) : null}
    </span>
  )
}
