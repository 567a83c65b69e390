'use client'

import { useRouter } from 'next/navigation'
import { useTransition, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react'

/** The form's values as a query string, without empty fields (what a plain GET would send, minus blanks). */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The filter form. Without JavaScript it is a plain GET form; with it, every choice updates the
 * address at once (a history entry, so the back button undoes it) and the server renders the list.
 * Number fields wait for Enter or the apply button; range handles send the form themselves once let go.
 */
export function FilterForm({ action, label, children, className = 'facets' }: { action: string; label: string; children: ReactNode; className?: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const go = (form: HTMLFormElement) => startTransition(() => router.push(`${action}${queryOf(form)}`, { scroll: false }))
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target
    if (target instanceof HTMLInputElement && (target.type === 'number' || target.type === 'range')) return
    go(event.currentTarget)
  }
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    go(event.currentTarget)
  }
  return (
    <form method="get" action={action} className={className} aria-label={label} aria-busy={pending} onChange={onChange} onSubmit={onSubmit}>
      {children}
    </form>
  )
}
