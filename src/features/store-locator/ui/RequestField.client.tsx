'use client'
import type { ReactNode } from 'react'
import { describedBy, Field as ControlField } from '@/components/controls/Field'

interface ControlProps {
  id: string
  name: string
  className: string
  required?: boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * A labelled form control of the request form, on the shared field (src/components/controls):
 * label above, the error message below it and tied to the control (aria-describedby).
 */
export function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: (props: ControlProps) => ReactNode }) {
  return (
    <ControlField id={id} label={required ? `${label} *` : label} error={error}>
      {children({
        id,
        name: id,
        className: 'ctl-input',
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, undefined, error),
      })}
    </ControlField>
  )
}
