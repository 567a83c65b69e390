import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { BarLayoutScript } from '@/components/shell/BarLayoutScript'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { pickClientLabels } from '@/domain/labels/clientLabels'
import { siteUrl } from '@/env'
import { LabelsProvider } from '@/runtime/labels/LabelsProvider'
import { NavigationRuntime } from '@/runtime/navigation/NavigationRuntime'
import { getBuildId } from '@/runtime/navigation/buildId'
import { isLocale, localeTags } from '@/i18n/locales'
import { fontClassNames } from '../fonts/fonts'
import { AdvanceFontScript } from '@/runtime/fonts/AdvanceFontScript'
import { ChineseFontLoader } from '@/runtime/fonts/ChineseFontLoader.client'
import '../styles.css'

/** Pages render on first request and stay cached until a CMS hook expires them. */
export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export const metadata: Metadata = { metadataBase: new URL(siteUrl()) }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f7f5f1' }

/** The document for one language: `<html lang>`, labels and the navigation runtime. */
export default async function LanguageLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [chrome, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  return (
    <html lang={localeTags[lang]} className={fontClassNames} suppressHydrationWarning>
      <head>
        <BarLayoutScript hosts={chrome.settings.barLayoutHosts ?? []} />
        {lang === 'zh' && <AdvanceFontScript />}
      </head>
      <body>
        <LabelsProvider locale={lang} initial={pickClientLabels(messages)}>
          <NavigationRuntime buildId={getBuildId()} />
          {/* Chinese pages only: the site's Chinese face, cut to the characters the page shows (site.css names the family). */}
          {lang === 'zh' && <ChineseFontLoader />}
          {children}
        </LabelsProvider>
      </body>
    </html>
  )
}
