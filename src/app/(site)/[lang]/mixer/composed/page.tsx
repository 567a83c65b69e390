import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { MixerPage } from '@/features/mixer'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { mixerMetadata } from '../metadata'
import '../../../features.css'

/** A composition's address (the proxy sends the mixer's address with a query here): rendered per address. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return mixerMetadata(lang, true)
}

export default async function ComposedMixerRoute({ params, searchParams }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = makeTranslator(lang, await getMessages(lang))
  return <MixerPage locale={lang} t={t} query={await searchParams} />
}
