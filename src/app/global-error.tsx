'use client'
import { usePathname } from 'next/navigation'
import { localeOfPath } from '@/domain/labels/errorDisplay'
import { EnsureLabels } from '@/runtime/labels/LabelsProvider'
import { ServerErrorView } from '@/runtime/labels/errorPages/ServerErrorView.client'
import { localeTags } from '@/i18n/locales'
// The site's one stylesheet, the same file as every page's (so already cached): the error view's styles are in it.
import './(site)/styles.css'

/**
 * The root layout itself failed (e.g. the CMS is unreachable while the language layout reads
 * the menu): a document of its own, in the language of the path, whose labels come from the
 * translations endpoint or, failing that, the bundled copy.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = localeOfPath(usePathname())
  return (
    <html lang={localeTags[locale]}>
      <body style={{ margin: 0, background: '#f7f5f1' }}>
        <main id="main">
          <EnsureLabels>
            <ServerErrorView error={error} retry={retry} />
          </EnsureLabels>
        </main>
      </body>
    </html>
  )
}
