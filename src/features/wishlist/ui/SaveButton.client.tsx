'use client'
import { useT } from '@/runtime/labels/LabelsProvider'
import { itemKey, type WishlistItem } from '../logic/items'
import { HeartIcon } from './HeartIcon'
import { useNoticeText, useWishlist } from './useWishlist'
import { setSaved } from './wishlistStore'
import './wishlist.css'

/**
 * The heart: a toggle button (`aria-pressed`) labelled with what it saves. The page's HTML says
 * 'not saved' for everybody (cached pages are the same for all); the state arrives from the
 * page's one wishlist request. A refusal (the list is full, the server away) shows beside it.
 */
export function SaveButton({ item, name, className }: { item: WishlistItem; name: string; className?: string }) {
  const t = useT()
  const noticeText = useNoticeText()
  const { keys, notice } = useWishlist()
  const key = itemKey(item)
  const saved = keys.has(key)
  const mine = notice?.itemKey === key ? notice.notice : null
  return (
    <span className={className ? `wishlist-save ${className}` : 'wishlist-save'}>
      <button type="button" className="wishlist-save__button" aria-pressed={saved} aria-label={t('wishlist.saveNamed', { name })} onClick={() => void setSaved(item, !saved)} data-wishlist-key={key}>
        <HeartIcon filled={saved} />
      </button>
      <span role="status" className="wishlist-save__notice">
        {mine ? noticeText(mine) : ''}
      </span>
    </span>
  )
}
