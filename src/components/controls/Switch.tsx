import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'role'> & { id: string; label: ReactNode }

/** An on/off choice: a checkbox with role="switch", drawn as a track and a knob (it posts like a checkbox). */
export function Switch({ id, label, className, ...input }: Props) {
  return (
    <label htmlFor={id} className={className ? `ctl-switch ${className}` : 'ctl-switch'}>
      <input {...input} id={id} type="checkbox" role="switch" className="ctl-switch__input" />
      <span>{label}</span>
    </label>
  )
}
