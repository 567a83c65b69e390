import { defaultMarket } from '@/domain/catalogue/markets'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getHiddenSet } from '@/data/hidden'
import { getMessages } from '@/data/messages'
import { payloadClient } from '@/data/payload'
import { verifyPreview } from '@/domain/preview/signature'
import { env } from '@/env'
import { RefreshOnSave } from '@/runtime/preview/RefreshOnSave.client'
import { localeTags } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import type { ViewContext } from '@/components/viewContext'
import { PreviewBody } from './PreviewBody'

type Props = { params: Promise<{ lang: string; collection: string; id: string }>; searchParams: Promise<{ sig?: string }> }

/** Drafts are per editor and per moment: never cached, never indexed. */
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The live preview inside the admin: a document's latest draft in one language. Only for a
 * signed address (made by the admin) and a logged-in editor; anyone else gets a 404, so
 * visitors never see drafts. The public pages never read drafts at all.
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const [parts, { sig }] = await Promise.all([params, searchParams])
  const target = verifyPreview(env().PAYLOAD_SECRET, { ...parts, sig })
  if (!target) notFound()
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) notFound()
  const { locale } = target
  const [messages, hidden] = await Promise.all([getMessages(locale), getHiddenSet(locale)])
  const context: ViewContext = { locale, tag: localeTags[locale], t: makeTranslator(locale, messages), hidden, market: defaultMarket(locale) }
  return (
    <main className="preview" id="main">
      <p className="preview__banner" role="status">
        {context.t('editorial.preview.banner')}
      </p>
      <RefreshOnSave />
      <PreviewBody target={target} user={user} context={context} />
    </main>
  )
}
