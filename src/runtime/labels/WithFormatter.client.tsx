'use client'
import { useContext, useMemo, type ComponentType, type ReactNode } from 'react'
import { makeTranslator } from '@/i18n/translator'
import { LabelsContext } from './LabelsProvider'

/**
 * Labels with the ICU engine ready from the first render (the server's included), for client
 * components whose labels need more than `{name}` arguments (plurals, tags). The engine then
 * travels in their chunks, not in every page's scripts.
 */
export function WithFormatter({ children }: { children: ReactNode }) {
  const context = useContext(LabelsContext)
  const value = useMemo(() => (context && !context.format ? { ...context, format: makeTranslator(context.locale, context.labels) } : context), [context])
  return value === context ? children : <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>
}

/** `Component` inside `WithFormatter`. */
export function withFormatter<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Formatted(props: P) {
    return (
      <WithFormatter>
        <Component {...props} />
      </WithFormatter>
    )
  }
  Formatted.displayName = `withFormatter(${Component.displayName ?? Component.name})`
  return Formatted
}
