'use client'
import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { localeOfPath } from '@/domain/labels/errorDisplay'
import { lookupLabel, mergeLabels, type CatalogueState } from '@/domain/labels/lookup'
import type { Messages } from '@/i18n/bundled'
import { formatSimple } from '@/domain/labels/simpleFormat'
import type { Locale } from '@/i18n/locales'
import type { makeTranslator, Translate } from '@/i18n/translator'
import { loadCatalogue } from './catalogue'

// A type-only import: the translator's code is loaded on demand, not with this module.
type MakeTranslator = typeof makeTranslator

interface LabelsContextValue {
  locale: Locale
  labels: Messages
  state: CatalogueState
  /** ICU formatting (use-intl's `createTranslator`, as on the server) over `labels`, once its code is loaded. */
  format: Translate | null
  requestCatalogue: () => void
  requestFormatter: () => void
}

export const LabelsContext = createContext<LabelsContextValue | null>(null)
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
  // The ICU engine is loaded on the first label that needs more than `{name}` arguments.
  const [makeTranslator, setMakeTranslator] = useState<MakeTranslator | null>(null)
  const [formatterWanted, setFormatterWanted] = useState(false)
  const format = useMemo(() => (makeTranslator ? makeTranslator(locale, labels) : null), [makeTranslator, locale, labels])
  const requestCatalogue = useCallback(() => setRequested(locale), [locale])
  const requestFormatter = useCallback(() => setFormatterWanted(true), [])

  useEffect(() => {
    if (!formatterWanted || makeTranslator) return
    let current = true
    import('@/i18n/translator').then(
      (module) => current && setMakeTranslator(() => module.makeTranslator),
      (error: unknown) => console.error('[labels] the label formatter could not be loaded', error),
    )
    return () => {
      current = false
    }
  }, [formatterWanted, makeTranslator])

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

  const value = useMemo(() => ({ locale, labels, state, format, requestCatalogue, requestFormatter }), [locale, labels, state, format, requestCatalogue, requestFormatter])
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
 * Plain labels (`{name}` arguments) are formatted at once; the first other one loads the ICU
 * engine and renders as empty text until it is there.
 */
export function useT(): Translate {
  const { labels, state, format, requestCatalogue, requestFormatter } = useLabelsContext()
  // Set while rendering when a key or the engine was missing; requested once committed.
  const wantsCatalogue = useRef(false)
  const wantsFormatter = useRef(false)
  useEffect(() => {
    if (wantsCatalogue.current) requestCatalogue()
    if (wantsFormatter.current) requestFormatter()
    wantsCatalogue.current = false
    wantsFormatter.current = false
  })
  return useCallback(
    (key, values) => {
      const lookup = lookupLabel(labels, key, state)
      if (lookup.kind === 'pending') {
        wantsCatalogue.current = true
        return ''
      }
      if (format) return format(key, values)
      const plain = lookup.kind === 'text' ? formatSimple(lookup.text, values) : null
      if (plain !== null) return plain
      wantsFormatter.current = true
      return ''
    },
    [labels, state, format],
  )
}
