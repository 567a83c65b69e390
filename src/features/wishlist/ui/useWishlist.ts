'use client'
import { useSyncExternalStore } from 'react'
import { useT } from '@/runtime/labels/LabelsProvider'
import { serverSnapshot, snapshot, subscribe, type WishlistNotice, type WishlistState } from './wishlistStore'

/** The page's one copy of the wishlist (asked for once per page load, whoever renders first). */
export const useWishlist = (): WishlistState => useSyncExternalStore(subscribe, snapshot, serverSnapshot)

/** A notice's text in the page's language. */
export function useNoticeText(): (notice: WishlistNotice) => string {
  const t = useT()
  return (notice) => ('text' in notice ? notice.text : t(notice.key, notice.max === undefined ? undefined : { max: notice.max }))
}
