'use client'
import dynamic from 'next/dynamic'

/** The form's code loads only on pages that carry the block (see `features/store-locator/ui/lazy.client.tsx`). */
export const NewsletterForm = dynamic(() => import('./NewsletterForm.client').then((module) => module.NewsletterForm))
