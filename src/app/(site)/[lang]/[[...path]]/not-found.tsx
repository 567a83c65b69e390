import { EnsureLabels } from '@/runtime/labels/LabelsProvider'
import { NotFoundView } from '@/runtime/labels/errorPages/NotFoundView.client'

/**
 * An unknown visitor path (the catch-all page called `notFound()`): HTTP 404, inside the
 * language's header and footer. The server log line is written by the page, which knows the path.
 */
export default function NotFound() {
  return (
    <EnsureLabels>
      <NotFoundView />
    </EnsureLabels>
  )
}
