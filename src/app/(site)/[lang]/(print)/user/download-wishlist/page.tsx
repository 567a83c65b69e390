import type { Metadata } from 'next'
import { siteUrl } from '@/env'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'
import { PrintView } from '@/features/wishlist/client'
import '../../../../features.css'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the list is fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'wishlist.download', `/${page.lang}/user/download-wishlist`)
}

/**
 * /{lang}/user/download-wishlist: the wishlist to print or download as a PDF, in its own layout
 * (spec: no site header or footer; this route sits outside `user/layout.tsx`'s shell). Guarded
 * like the wishlist: signed out, its view goes to sign-in and back.
 */
export default async function DownloadWishlistPage({ params }: Props) {
  const { lang, siteName, t } = await loadPersonalPage(params)
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
