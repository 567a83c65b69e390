'use client'
import { EnsureLabels } from '@/runtime/labels/LabelsProvider'
import { ServerErrorView } from '@/runtime/labels/errorPages/ServerErrorView.client'

/**
 * A layout below the language failed (the header, footer or their data): the same page as a
 * page error, in place of the chrome that failed, so it brings its own `<main>`. Errors in the
 * language layout itself reach `app/global-error.tsx`.
 */
export default function LanguageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" tabIndex={-1}>
      <EnsureLabels>
        <ServerErrorView error={error} retry={retry} />
      </EnsureLabels>
    </main>
  )
}
