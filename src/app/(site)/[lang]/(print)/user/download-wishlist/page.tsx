import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { absoluteUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { PrintView } from '@/features/wishlist/client'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the list is fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  return { lang, siteName: settings.siteName, t: makeTranslator(lang, messages) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, siteName, t } = await load(params)
  return {
    title: { absolute: `${t('wishlist.download')} | ${siteName}` },
    robots: { index: false, follow: false },
    alternates: { canonical: absoluteUrl(siteUrl(), `/${lang}/user/download-wishlist`) },
  }
}

/**
 * /{lang}/user/download-wishlist: the wishlist to print or download as a PDF, in its own layout
 * (spec: no site header or footer; this route sits outside `user/layout.tsx`'s shell). Guarded
 * like the wishlist: signed out, its view goes to sign-in and back.
 */
export default async function DownloadWishlistPage({ params }: Props) {
  const { lang, siteName, t } = await load(params)
  return (
    <PrintView
      locale={lang}
      brand={siteName}
      origin={siteUrl()}
      wishlistHref={`/${lang}/user/wishlist`}
      labels={{
        loading: t('wishlist.loading'),
        loadFailed: t('wishlist.loadFailed'),
        empty: t('wishlistPrint.empty'),
        generatedOn: t('wishlist.generatedOn', { date: '{date}' }),
        title: t('wishlist.title'),
        unavailable: t('wishlist.unavailable'),
        code: t('product.code'),
        version: t('product.version'),
        dimensions: t('product.dimensions'),
        material: t('wishlist.material'),
        price: t('product.suggestedRetailPrice'),
        print: t('wishlistPrint.print'),
        downloadPdf: t('wishlistPrint.downloadPdf'),
        back: t('wishlistPrint.back'),
        paper: t('wishlistPrint.paper'),
        a4: t('wishlistPrint.a4'),
        letter: t('wishlistPrint.letter'),
        qr: t('wishlistPrint.qr', { name: '{name}' }),
      }}
    />
  )
}
