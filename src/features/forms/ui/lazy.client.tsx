'use client'
import dynamic from 'next/dynamic'

/** The form's code loads only on pages that carry a form block (see `features/store-locator/ui/lazy.client.tsx`). */
export const PublicFormView = dynamic(() => import('./PublicForm.client').then((module) => module.PublicForm))
