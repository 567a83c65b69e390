import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { MixerPage } from '@/features/mixer'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { mixerMetadata } from './metadata'
import '../../features.css'

type Props = { params: Promise<{ lang: string }> }

/** The empty mixer: the same HTML for everybody, cached; a composition's address is served by `composed/`. */
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return mixerMetadata(lang, false)
}

export default async function MixerRoute({ params }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = makeTranslator(lang, await getMessages(lang))
  return <MixerPage locale={lang} t={t} query={{}} />
}
