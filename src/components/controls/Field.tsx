import type { ReactNode } from 'react'

/** A label above a control, with optional help and error texts below it (ids `${id}-help`, `${id}-error`). */
export function Field({ id, label, help, error, className, children }: { id: string; label: ReactNode; help?: ReactNode; error?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `ctl-field ${className}` : 'ctl-field'}>
      <label htmlFor={id} className="ctl-label">
        {label}
      </label>
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  )
}

/** A field's help and error texts (ids `${id}-help`, `${id}-error`), for a control's own wrapper (a fieldset). */
export function FieldNotes({ id, help, error }: { id: string; help?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="ctl-help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ctl-error">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** The `aria-describedby` value for a field's help and error texts, or undefined without either. */
export function describedBy(id: string, help: unknown, error: unknown): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter((value): value is string => value !== null)
  return ids.length > 0 ? ids.join(' ') : undefined
}
