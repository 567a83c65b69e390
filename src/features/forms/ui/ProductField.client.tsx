'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { describedBy, Field } from '@/components/controls/Field'
import { formLimits } from '@/domain/forms/fieldTypes'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import { productChoiceText } from '../logic/productChoice'
import type { PublicField } from '../logic/publicForm'

interface ProductChoice {
  code: string
  name: string
}

interface Props {
  id: string
  field: PublicField
  label: ReactNode
  className: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** The pause after typing before suggestions are asked for (the endpoint's budget is per address). */
const typingPauseMs = 150

/**
 * A product field: an ARIA 1.2 combobox over the published products of the page's language (by
 * name or code, suggested by `/api/forms/products`); choosing fills in 'Name (CODE)', which the
 * server checks. A link's `?product=CODE` preselects one (read in the browser, so the page stays
 * the same cached page for every visitor). Without JavaScript it is a text box the server reads.
 */
export function ProductField({ id, field, label, className, value, error, onChange }: Props) {
  const t = useT()
  const { locale } = useLabels()
  const listId = `${useId()}-products`
  const [items, setItems] = useState<ProductChoice[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [chosen, setChosen] = useState('')
  const latest = useRef(0)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  // A link from a product page: `?product=CODE` fills the field once, if that product exists here.
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('product')
    if (!code) return
    const controller = new AbortController()
    void fetch(`/api/forms/products?lang=${locale}&code=${encodeURIComponent(code)}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { items: ProductChoice[] }) : { items: [] }))
      .then(({ items: [product] }) => {
        if (!product) return
        const text = productChoiceText(product)
        setChosen(text)
        onChangeRef.current(text)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale])

  const text = value.trim()
  const idle = text.length < 2 || text === chosen
  if (idle && items.length > 0) setItems([])

  useEffect(() => {
    if (idle) return
    const ticket = ++latest.current
    const timer = window.setTimeout(() => {
      void fetch(`/api/forms/products?lang=${locale}&q=${encodeURIComponent(text)}`)
        .then(async (response) => {
          if (!response.ok || ticket !== latest.current) return
          const body = (await response.json()) as { items: ProductChoice[] }
          setItems(body.items)
          setActive(-1)
          setOpen(true)
        })
        .catch(() => undefined)
    }, typingPauseMs)
    return () => window.clearTimeout(timer)
  }, [idle, text, locale])

  const expanded = open && items.length > 0
  const choose = (product: ProductChoice) => {
    const picked = productChoiceText(product)
    setChosen(picked)
    setOpen(false)
    setActive(-1)
    onChange(picked)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current + 1) % items.length)
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current <= 0 ? items.length - 1 : current - 1))
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const product = items[active]
      if (!product) return
      // Enter picks the highlighted product; it does not send the form.
      event.preventDefault()
      choose(product)
    }
  }

  const help = field.help || t('form.productHelp')
  return (
    <Field id={id} label={label} help={help} error={error} className={className}>
      <div className="public-form__combobox">
        <input
          id={id}
          name={field.name}
          className="ctl-input"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          autoComplete="off"
          maxLength={formLimits.productMaxLength}
          placeholder={field.placeholder || t('form.productPlaceholder')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => items.length > 0 && setOpen(true)}
        />
        <ul id={listId} role="listbox" aria-label={t('form.productSuggestions')} className="public-form__options" hidden={!expanded}>
          {items.map((product, index) => (
            <li
              key={product.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="public-form__option"
              onMouseDown={(event) => {
                event.preventDefault()
                choose(product)
              }}
            >
              <span>{product.name}</span>
              <span className="public-form__option-code">{product.code}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {expanded ? t('form.productSuggestionsCount', { count: items.length }) : ''}
      </p>
    </Field>
  )
}
