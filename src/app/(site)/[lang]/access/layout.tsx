import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { toLocale } from '@/i18n/locales'
import '../../features.css'

/** The trade area: header and footer; no language alternates (a personal area, not indexed). */
export default async function AccessLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return <Shell locale={toLocale(lang)} alternates={{}}>{children}</Shell>
}
