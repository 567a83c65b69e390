import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { JsonLd } from '@/components/JsonLd'
import { getPageHead } from '@/data/head'
import { getMessages } from '@/data/messages'
import { resolvePath, type Resolution } from '@/data/resolve'
import type { Market } from '@/domain/catalogue/types'
import { pathFromParams } from '@/domain/routing/interpretPath'
import { locationHeader } from '@/domain/urls'
import { toLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { ContentView } from '.'

export type DocumentParams = { lang: string; path?: string[] }

async function load({ lang, path }: DocumentParams): Promise<Extract<Resolution, { kind: 'found' }>> {
  const resolution = await resolvePath(pathFromParams(lang, path))
  if (resolution.kind === 'redirect') {
    const location = locationHeader(resolution.location)
    if (resolution.permanent) permanentRedirect(location)
    redirect(location)
  }
  if (resolution.kind === 'notFound') {
    console.warn(`[404] Page Not Found: ${resolution.path}`)
    notFound()
  }
  return resolution
}

/**
 * Head data, the route's `generateMetadata`. A missing page or a redirect is left to the page
 * itself: throwing from here would escape the not-found boundary and send an empty document.
 */
export async function generateDocumentMetadata({ params }: { params: Promise<DocumentParams> }): Promise<Metadata> {
  const { lang, path } = await params
  const resolution = await resolvePath(pathFromParams(lang, path)).catch(() => null)
  if (resolution?.kind === 'found') return (await getPageHead(resolution.resolved)).metadata
  // The page shows its error page (PageOutcome); the head says the same. A failed read is the page's to report.
  const t = makeTranslator(toLocale(lang), await getMessages(toLocale(lang)))
  const title = t(resolution ? 'error.notFound' : 'error.serverErrorTitle')
  return { title: { absolute: t('site.titleTemplate', { title }) }, robots: { index: false, follow: true } }
}

/** The routes' `generateStaticParams`: nothing is built ahead; pages render on first request, then stay cached until a CMS hook expires them. */
export function noStaticParams(): never[] {
  return []
}

/** A visitor path of the spec's table (home, pages, sections, documents, sub-folders), its prices in `market` when given. */
export async function DocumentPage({ params, market }: { params: DocumentParams; market?: Market }) {
  const { resolved } = await load(params)
  const head = await getPageHead(resolved)
  return (
    <>
      <JsonLd data={head.jsonLd} />
      <ContentView resolved={resolved} market={market} />
    </>
  )
}
