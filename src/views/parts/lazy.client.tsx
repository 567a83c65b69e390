'use client'
import dynamic from 'next/dynamic'

/** List helpers loaded only on the lists that use them (see `features/store-locator/ui/lazy.client.tsx`). */
export const PagedGrid = dynamic(() => import('./PagedGrid.client').then((module) => module.PagedGrid))
export const SyncedSelect = dynamic(() => import('./SyncedSelect.client').then((module) => module.SyncedSelect))
