import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { toLocale } from '@/i18n/locales'

/** The account pages: header and footer; no language alternates (each is a step of one visitor's errand). */
export default async function UserLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return <Shell locale={toLocale(lang)} alternates={{}}>{children}</Shell>
}
