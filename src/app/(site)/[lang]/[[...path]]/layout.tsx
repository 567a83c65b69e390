import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { resolvePath } from '@/data/resolve'
import { pathFromParams } from '@/domain/routing/interpretPath'
import { homeUrl } from '@/domain/urls'
import { locales, toLocale, type Locale } from '@/i18n/locales'

type Params = Promise<{ lang: string; path?: string[] }>

/** Header and footer around every visitor path; the language switcher gets this page's translations. */
export default async function PathLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { lang, path } = await params
  const locale = toLocale(lang)
  const resolution = await resolvePath(pathFromParams(lang, path))
  const alternates: Partial<Record<Locale, string>> =
    resolution.kind === 'found' ? resolution.resolved.alternates : Object.fromEntries(locales.map((code) => [code, homeUrl(code)]))
  return (
    <Shell locale={locale} alternates={alternates}>
      {children}
    </Shell>
  )
}
