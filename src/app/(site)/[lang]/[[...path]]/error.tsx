'use client'
import { EnsureLabels } from '@/runtime/labels/LabelsProvider'
import { ServerErrorView } from '@/runtime/labels/errorPages/ServerErrorView.client'

/** A page failed to render: HTTP 500, inside the language's header and footer. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <EnsureLabels>
      <ServerErrorView error={error} retry={retry} />
    </EnsureLabels>
  )
}
