import type { ReactNode } from 'react'
import { Shell } from '@/components/shell/Shell'
import { toLocale } from '@/i18n/locales'

/** A shared moodboard: header and footer; no language alternates (one visitor's board, not a catalogue page). */
export default async function MoodboardLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return (
    <Shell locale={toLocale(lang)} alternates={{}}>
      {children}
    </Shell>
  )
}
