'use client'
import { useSyncExternalStore } from 'react'
import { useT } from '@/runtime/labels/LabelsProvider'
import { itemKey, type WishlistItem } from '../logic/items'
import { HeartIcon } from './HeartIcon'
import { useNoticeText, useWishlist } from './useWishlist'
import { setSaved } from './wishlistStore'

/**
 * The heart: a toggle button (`aria-pressed`) labelled with what it saves. The page's HTML says
 * 'not saved' for everybody (cached pages are the same for all); the state arrives from the
 * page's one wishlist request. A refusal (the list is full, the server away) shows beside it.
 */
const noSubscription = () => () => undefined

/**
 * `overlay`: over a card's picture, drawn once React runs (out of the flow, so nothing moves):
 * a list of cards keeps its cached HTML as it was (the home's HTML bound, pageWeight.spec), and a
 * heart that cannot work without JavaScript is not offered without it.
 */
export function SaveButton({ item, name, className, overlay = false }: { item: WishlistItem; name: string; className?: string; overlay?: boolean }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const t = useT()
  const noticeText = useNoticeText()
  const { keys, notice } = useWishlist()
  const key = itemKey(item)
  const saved = keys.has(key)
  const mine = notice?.itemKey === key ? notice.notice : null
  if (overlay && !hydrated) return null
  const classes = ['wishlist-save', overlay ? 'wishlist-save--over' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <span className={classes}>
      <button type="button" className="wishlist-save__button" aria-pressed={saved} aria-label={t('wishlist.saveNamed', { name })} onClick={() => void setSaved(item, !saved)}>
        <HeartIcon filled={saved} />
      </button>
      <span role="status" className="wishlist-save__notice">
        {mine ? noticeText(mine) : ''}
      </span>
    </span>
  )
}
