'use client'
import { ServerErrorView } from './ServerErrorView.client'

/**
 * The server error page as the server writes it (a page's Suspense fallback, see
 * `PageOutcome`): readable without JavaScript. With JavaScript the segment's `error.tsx`
 * takes its place; until then "Try again" loads the page anew.
 */
export function ServerErrorFallback({ status }: { status: 500 | 503 }) {
  return <ServerErrorView error={null} status={status} retry={() => window.location.reload()} />
}
