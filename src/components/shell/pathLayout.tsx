import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import type { Resolution } from '@/data/resolve'
import { pathFromParams } from '@/domain/routing/interpretPath'
import { homeAlternates } from '@/domain/seo/alternates'
import { toLocale } from '@/i18n/locales'

type Params = Promise<{ lang: string; path?: string[] }>

/** Header and footer around a visitor path; the language switcher gets this page's translations. */
export function pathLayout(resolve: (path: string) => Promise<Resolution>) {
  return async function PathLayout({ children, params }: { children: ReactNode; params: Params }) {
    const { lang, path } = await params
    const locale = toLocale(lang)
    // A failed read is the page's to report (PageOutcome, 503 while the database is down):
    // the frame around it links the other languages' homes.
    const resolution = await resolve(pathFromParams(lang, path)).catch(() => null)
    const alternates = resolution?.kind === 'found' ? resolution.resolved.alternates : homeAlternates()
    return (
      <Shell locale={locale} alternates={alternates}>
        {children}
      </Shell>
    )
  }
}

