import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { mixerAlternates } from '@/domain/seo/alternates'
import { toLocale } from '@/i18n/locales'

/** The materials mixer exists in every language, each under its own segment (the proxy serves them from here). */
export default async function MixerLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return (
    <Shell locale={toLocale(lang)} alternates={mixerAlternates()}>
      {children}
    </Shell>
  )
}
