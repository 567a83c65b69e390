'use client'
import type { SelectHTMLAttributes } from 'react'
import './controls.css'

/**
 * A select that submits its form as soon as a value is chosen. The form must still work
 * without JavaScript: keep a submit button for that case (inside `<noscript>`).
 */
export function SubmitOnChangeSelect({ className, ...props }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'>) {
  return <select {...props} className={className ? `ctl-select ${className}` : 'ctl-select'} onChange={(event) => event.currentTarget.form?.requestSubmit()} />
}
