'use client'
import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { localeOfPath } from '@/domain/labels/errorDisplay'
import { lookupLabel, mergeLabels, type CatalogueState } from '@/domain/labels/lookup'
import type { Messages } from '@/i18n/bundled'
import type { Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import { loadCatalogue } from './catalogue'

interface LabelsContextValue {
  locale: Locale
  labels: Messages
  state: CatalogueState
  /** ICU formatting (use-intl's `createTranslator`, as on the server) over `labels`. */
  format: Translate
  requestCatalogue: () => void
}

const LabelsContext = createContext<LabelsContextValue | null>(null)
const noLabels: Messages = {}

/**
 * The label catalogue for client components. `initial` is the small set the server put in
 * the page (`pickClientLabels`); the first key asked for outside it loads the language's
 * full catalogue once (`loadCatalogue`), after which every key is available.
 */
export function LabelsProvider({ locale, initial, children }: { locale: Locale; initial: Messages; children: ReactNode }) {
  const [full, setFull] = useState<{ locale: Locale; messages: Messages } | null>(null)
  const [requested, setRequested] = useState<Locale | null>(null)
  const fullMessages = full?.locale === locale ? full.messages : null
  const labels = useMemo(() => mergeLabels(initial, fullMessages), [initial, fullMessages])
  const state: CatalogueState = fullMessages ? 'complete' : requested === locale ? 'loading' : 'partial'
  const format = useMemo(() => makeTranslator(locale, labels), [locale, labels])
  const requestCatalogue = useCallback(() => setRequested(locale), [locale])

  useEffect(() => {
    if (requested !== locale) return
    let current = true
    loadCatalogue(locale).then(
      (messages) => current && setFull({ locale, messages }),
      (error: unknown) => {
        // Endpoint and bundled copy both failed: show keys rather than wait for ever.
        console.error(`[labels:${locale}] no catalogue could be loaded`, error)
        if (current) setFull({ locale, messages: {} })
      },
    )
    return () => {
      current = false
    }
  }, [requested, locale])

  const value = useMemo(() => ({ locale, labels, state, format, requestCatalogue }), [locale, labels, state, format, requestCatalogue])
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>
}

/**
 * For boundaries that may render outside the site's provider (the root error page, an error
 * in a layout): a provider with no labels of its own, in the language of the path, which
 * loads the catalogue on first use. Inside a provider it adds nothing.
 */
export function EnsureLabels({ children }: { children: ReactNode }) {
  const context = useContext(LabelsContext)
  const pathname = usePathname()
  if (context) return children
  return (
    <LabelsProvider locale={localeOfPath(pathname)} initial={noLabels}>
      {children}
    </LabelsProvider>
  )
}

function useLabelsContext(): LabelsContextValue {
  const value = useContext(LabelsContext)
  if (!value) throw new Error('useLabels outside LabelsProvider')
  return value
}

/** The language and the labels known so far. */
export function useLabels(): { locale: Locale; labels: Messages } {
  const { locale, labels } = useLabelsContext()
  return { locale, labels }
}

/**
 * A translate function with ICU formatting, like the server's `makeTranslator`. A key the
 * page does not carry renders as empty text until the full catalogue arrives (then the
 * component renders again); a key missing from the full catalogue shows the key and is logged.
 */
export function useT(): Translate {
  const { labels, state, format, requestCatalogue } = useLabelsContext()
  // Set while rendering when a key was missing; the catalogue is requested once committed.
  const wantsCatalogue = useRef(false)
  useEffect(() => {
    if (!wantsCatalogue.current) return
    wantsCatalogue.current = false
    requestCatalogue()
  })
  return useCallback(
    (key, values) => {
      if (lookupLabel(labels, key, state).kind === 'pending') {
        wantsCatalogue.current = true
        return ''
      }
      return format(key, values)
    },
    [labels, state, format],
  )
}
