'use client'
import type { ReactNode } from 'react'

interface ControlProps {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** A labelled form control with its error message tied to it (aria-describedby). */
export function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: (props: ControlProps) => ReactNode }) {
  const errorId = `${id}-error`
  return (
    <div className={`request-form__field${error ? ' request-form__field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      {children({
        id,
        name: id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="request-form__error">
          {error}
        </p>
      )}
    </div>
  )
}
