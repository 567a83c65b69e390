import { EnsureLabels } from '@/runtime/labels/LabelsProvider'
import { NotFoundView } from '@/runtime/labels/errorPages/NotFoundView.client'

/**
 * `notFound()` from a layout below the language, or from a route outside the catch-all that has
 * no not-found of its own: the same translated 404. It replaces the layouts that draw header,
 * footer and `<main>`, so it brings its own `<main>`.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <EnsureLabels>
        <NotFoundView />
      </EnsureLabels>
    </main>
  )
}
