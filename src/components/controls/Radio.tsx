import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { id: string; label: ReactNode }

/** A native radio button in the accent colour, its label beside it. */
export function Radio({ id, label, className, ...input }: Props) {
  return (
    <span className={className ? `ctl-check ${className}` : 'ctl-check'}>
      <input {...input} id={id} type="radio" className="ctl-check__input" />
      <label htmlFor={id} className="ctl-check__label">
        {label}
      </label>
    </span>
  )
}
