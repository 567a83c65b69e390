'use client'
import type { Locale } from '@/i18n/locales'
import { HeartIcon } from './HeartIcon'
import { useNoticeText, useWishlist } from './useWishlist'

/**
 * The header's wishlist link with the count of saved items (the browser's or the account's),
 * filled in after load: the HTML is the same for everybody, and the badge sits over the icon,
 * out of the flow (no layout shift). Also says when a merge left items in the browser.
 */
export function WishlistLink({ locale, label, className, showLabel = false }: { locale: Locale; label: string; className?: string; showLabel?: boolean }) {
  const { items, notice } = useWishlist()
  const noticeText = useNoticeText()
  const count = items.length
  const general = notice?.itemKey === '' ? noticeText(notice.notice) : ''
  return (
    <>
      <a href={`/${locale}/user/wishlist`} className={className ? `wishlist-link ${className}` : 'wishlist-link'}>
        <HeartIcon filled={count > 0} />
        <span className={showLabel ? undefined : 'wishlist-link__label'}>{label}</span>
        <span className="wishlist-link__count">
          {count > 0 ? count : ''}
        </span>
      </a>
      {!showLabel && general && (
        <span role="status" className="wishlist-link__notice">
          {general}
        </span>
      )}
    </>
  )
}
