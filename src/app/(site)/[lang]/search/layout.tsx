import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { searchAlternates } from '@/domain/urls'
import { toLocale } from '@/i18n/locales'

/** The search pages exist in every language at the same address. */
export default async function SearchLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  const alternates = searchAlternates()
  return (
    <Shell locale={toLocale(lang)} alternates={alternates}>
      {children}
    </Shell>
  )
}
