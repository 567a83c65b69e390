import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { toLocale } from '@/i18n/locales'

/** A product's configurator, in the language of its address (the product's slug differs per language: no alternates). */
export default async function ConfiguratorLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return (
    <Shell locale={toLocale(lang)} alternates={{}}>
      {children}
    </Shell>
  )
}
