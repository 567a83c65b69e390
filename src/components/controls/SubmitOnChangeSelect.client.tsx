'use client'
import { useEffect, useRef, type SelectHTMLAttributes } from 'react'
import { choiceBeforeHydration } from './choiceBeforeHydration'

/**
 * A select that submits its form as soon as a value is chosen. The form must still work
 * without JavaScript: keep a submit button for that case (inside `<noscript>`).
 *
 * A choice made before React attached the handler (the page shown, its script still loading)
 * fired no handler: once mounted, the select compares its value with the one the server rendered
 * and submits if the visitor changed it. `autoComplete="off"` stops the browser restoring an old
 * choice on reload, which would otherwise look like one.
 */
export function SubmitOnChangeSelect({ className, ...props }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'>) {
  const ref = useRef<HTMLSelectElement>(null)
  const given = props.value ?? props.defaultValue
  const rendered = typeof given === 'string' || typeof given === 'number' ? String(given) : undefined
  // Once, on mount: the value rendered then is the one to compare with.
  const renderedRef = useRef(rendered)
  useEffect(() => {
    const select = ref.current
    if (select && choiceBeforeHydration(select, renderedRef.current)) select.form?.requestSubmit()
  }, [])
  return <select autoComplete="off" {...props} ref={ref} className={className ? `ctl-select ${className}` : 'ctl-select'} onChange={(event) => event.currentTarget.form?.requestSubmit()} />
}
