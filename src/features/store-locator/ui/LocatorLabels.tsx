import type { ReactNode } from 'react'
import { getMessages } from '@/data/messages'
import { pickClientLabels } from '@/domain/labels/clientLabels'
import { LabelsProvider } from '@/runtime/labels/LabelsProvider'
import type { Locale } from '@/i18n/locales'

const prefixes = ['store.', 'stores.', 'form.', 'site.opensInNewWindow', 'validation.checkFields']

/** Puts the locator's and the request form's labels into the page, so they render on the server and need no catalogue request. */
export async function LocatorLabels({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages(locale)
  const keys = Object.keys(messages).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))
  return (
    <LabelsProvider locale={locale} initial={pickClientLabels(messages, keys)}>
      {children}
    </LabelsProvider>
  )
}
