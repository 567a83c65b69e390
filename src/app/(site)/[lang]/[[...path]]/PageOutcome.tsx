import { Suspense, type ReactNode } from 'react'
import { resolvePath } from '@/data/resolve'
import { pathFromParams } from '@/domain/routing/interpretPath'
import { NotFoundView } from '@/features/labels/errorPages/NotFoundView.client'
import { ServerErrorFallback } from '@/features/labels/errorPages/ServerErrorFallback.client'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import type { DocumentParams } from '@/views/DocumentPage'

/**
 * What the server writes when the page cannot: 'Page Not Found: {path}' for an unknown path,
 * the server error page when resolving the path failed (503 while the database is down).
 * Nothing for a page that resolves (React drops a fallback whose content arrives).
 */
async function Fallback({ params }: { params: DocumentParams }) {
  try {
    const resolution = await resolvePath(pathFromParams(params.lang, params.path))
    // A found page shows nothing while it arrives (an error text here could flash during navigation).
    return resolution.kind === 'notFound' ? <NotFoundView /> : null
  } catch (error) {
    return <ServerErrorFallback status={isDatabaseUnavailable(error) ? 503 : 500} />
  }
}

/**
 * The page inside a Suspense boundary whose fallback is its error page. Without it, a page
 * that calls `notFound()` or throws while the server renders fails the whole document: Next.js
 * then sends an empty `<html id="__next_error__">` and draws the error page in the browser, so
 * visitors without JavaScript and crawlers saw a blank page. With it, the error stays inside
 * the boundary: the server writes the header, the footer and the fallback, and still answers
 * 404 (`notFound()`, the page is cached as before) or 500/503 (the page is not cached).
 * In the browser the segment's `not-found.tsx` / `error.tsx` take the fallback's place.
 */
export function PageOutcome({ params, children }: { params: DocumentParams; children: ReactNode }) {
  return <Suspense fallback={<Fallback params={params} />}>{children}</Suspense>
}
