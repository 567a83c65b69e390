import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'
import { getMessages } from '@/data/messages'
import { resolvePath } from '@/data/resolve'
import { pathFromParams } from '@/domain/routing/interpretPath'
import { FeaturedProducts } from '@/runtime/labels/errorPages/FeaturedProducts'
import { KeepNotFoundPage } from '@/runtime/labels/errorPages/KeepNotFoundPage.client'
import { NotFoundView } from '@/runtime/labels/errorPages/NotFoundView.client'
import { NotFoundWays } from '@/runtime/labels/errorPages/NotFoundWays'
import { ServerErrorFallback } from '@/runtime/labels/errorPages/ServerErrorFallback.client'
import { isLocale, type Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import type { DocumentParams } from '@/views/DocumentPage'

/** Throws inside its own Suspense boundary: the status becomes 404 or 500 while the page around it stays written. */
function Signal({ error }: { error: Error | null }): never {
  if (error === null) notFound()
  throw error
}

/** The 404's search, sections and featured products, drawn here in the page's language. */
async function ServerWays({ locale }: { locale: Locale }) {
  const t = makeTranslator(locale, await getMessages(locale))
  return <NotFoundWays locale={locale} t={t} featured={<FeaturedProducts locale={locale} t={t} />} />
}

/**
 * A page that called `notFound()`, or threw, while the server rendered it used to fail the
 * whole document: Next.js then sends an empty `<html id="__next_error__">` and draws the error
 * page in the browser, so visitors without JavaScript and crawlers saw a blank page. Here the
 * path is resolved first: a found page renders as before (no boundary around it, so its HTML
 * is written in place); an unknown path or a failed read renders the error page itself, and
 * throws only inside an empty Suspense boundary, which sets the status (404, cached as before;
 * 500, answered 503 while the database is down, not cached) without emptying the document.
 * In the browser the segment's `error.tsx` takes over, as before; a 404 stays as the server
 * wrote it (`KeepNotFoundPage`), with its search, sections and featured products.
 */
export async function PageOutcome({ params, children }: { params: DocumentParams; children: ReactNode }) {
  let failure: Error | null = null
  let found = false
  try {
    const resolution = await resolvePath(pathFromParams(params.lang, params.path))
    if (resolution.kind === 'notFound') console.warn(`[404] Page Not Found: ${resolution.path}`)
    else found = true
  } catch (error) {
    failure = error instanceof Error ? error : new Error('reading the page failed', { cause: error })
  }
  if (found) return children
  return (
    <>
      {failure !== null ? (
        <ServerErrorFallback status={isDatabaseUnavailable(failure) ? 503 : 500} />
      ) : (
        <NotFoundView ways={isLocale(params.lang) ? <ServerWays locale={params.lang} /> : undefined} />
      )}
      <Suspense fallback={null}>
        {failure === null ? (
          <KeepNotFoundPage>
            <Signal error={failure} />
          </KeepNotFoundPage>
        ) : (
          <Signal error={failure} />
        )}
      </Suspense>
    </>
  )
}
