import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { toLocale } from '@/i18n/locales'

/** The newsletter's answer pages: header and footer; no language alternates (each answer is for one visitor). */
export default async function NewsletterLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return <Shell locale={toLocale(lang)} alternates={{}}>{children}</Shell>
}
