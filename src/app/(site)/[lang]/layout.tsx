import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { siteUrl } from '@/env'
import { isLocale, localeTags } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import '../site.css'

/** Pages render on first request and stay cached until a CMS hook expires them. */
export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export const metadata: Metadata = { metadataBase: new URL(siteUrl()) }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f7f5f1' }

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [chrome, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  const t = makeTranslator(lang, messages)
  return (
    <html lang={localeTags[lang]}>
      <body>
        <Header locale={lang} siteName={chrome.settings.siteName} menu={chrome.menu} t={t} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer footer={chrome.footer} locale={lang} siteName={chrome.settings.siteName} t={t} />
      </body>
    </html>
  )
}

