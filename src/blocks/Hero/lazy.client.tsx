'use client'
import dynamic from 'next/dynamic'

/** The slider's code loads only on pages that carry a hero (see `features/store-locator/ui/lazy.client.tsx`). */
export const Slider = dynamic(() => import('./Slider.client').then((module) => module.Slider))
