import type { Metadata } from 'next'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'
import { folderUrl } from '@/domain/urls'
import { moveToBoardProps, storeRequestPanelProps } from '@/features/wishlist'
import { WishlistView } from '@/features/wishlist/client'
import { RequestQuoteLink } from '@/features/trade-requests/client'
import { newTradeRequestPath } from '@/domain/trade/paths'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the list is fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

/** Not for search engines; its own address as canonical, no language alternates (as the account screens). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'wishlist.title', `/${page.lang}/user/wishlist`)
}

/**
 * /{lang}/user/wishlist: the visitor's saved items (spec: requires sign-in). The guard is the
 * view's: signed out, its request answers 401 and it goes to sign-in with `?next=` — to be
 * switched to the accounts' shared guard when that lands.
 */
export default async function WishlistPage({ params }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const request = await storeRequestPanelProps(lang, t)
  return (
    <section className="section wishlist-section">
      <div className="wishlist-section__head">
        <h1>{t('wishlist.title')}</h1>
        <a className="ctl-button ctl-button--secondary" href={`/${lang}/user/download-wishlist`}>
          {t('wishlist.download')}
        </a>
        <RequestQuoteLink href={`${newTradeRequestPath(lang)}?from=wishlist`} label={t('tradeRequests.requestQuote')} />
      </div>
      <WishlistView
        locale={lang}
        browseHref={folderUrl(lang, 'products')}
        request={request}
        move={moveToBoardProps(t)}
        labels={{
          loading: t('wishlist.loading'),
          loadFailed: t('wishlist.loadFailed'),
          empty: t('wishlist.empty'),
          emptyHint: t('wishlist.emptyHint'),
          browse: t('wishlist.browse'),
          unavailable: t('wishlist.unavailable'),
          code: t('product.code'),
          version: t('product.version'),
          material: t('wishlist.material'),
          price: t('product.suggestedRetailPrice'),
          removeNamed: t('wishlist.removeNamed', { name: '{name}' }),
          remove: t('wishlist.remove'),
          saveFailed: t('wishlist.saveFailed'),
          moved: t('wishlist.moved', { name: '{name}', board: '{board}' }),
        }}
      />
    </section>
  )
}
