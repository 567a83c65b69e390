import type { InputHTMLAttributes, ReactNode } from 'react'
import { describedBy, Field } from './Field'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: ReactNode; help?: ReactNode; error?: ReactNode; fieldClassName?: string }

/**
 * A text field: label above, help text, error text tied with aria-describedby and aria-invalid.
 * The typed value is kept (`defaultValue`, or `value` when the caller controls it).
 */
export function TextField({ id, label, help, error, fieldClassName, className, type = 'text', ...input }: Props) {
  return (
    <Field id={id} label={label} help={help} error={error} className={fieldClassName}>
      <input
        {...input}
        id={id}
        type={type}
        className={className ? `ctl-input ${className}` : 'ctl-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
      />
    </Field>
  )
}
