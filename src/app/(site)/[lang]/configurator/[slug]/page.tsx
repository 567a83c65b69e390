import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { marketCookie, visitorMarket } from '@/domain/catalogue/markets'
import { CONFIG_PARAM, formatConfiguration, readConfiguration } from '@/domain/configurator/address'
import { absoluteUrl, configuratorUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { ConfiguratorPage, getConfigurator, previewUrl } from '@/features/configurator'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import '../../../features.css'

/** A configuration's address (the proxy sends `/{lang}/{products}/{slug}/{configure}` here): rendered per address and market. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ params }: Props) {
  const { lang, slug } = await params
  if (!isLocale(lang)) notFound()
  const product = await getConfigurator(lang, decodeURIComponent(slug))
  if (!product) notFound()
  return { lang, product }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, product } = await load(props)
  const [{ settings }, messages, query] = await Promise.all([getSiteChrome(lang), getMessages(lang), props.searchParams])
  const t = makeTranslator(lang, messages)
  const origin = siteUrl()
  const { configuration } = readConfiguration(product.model, query[CONFIG_PARAM])
  const title = `${t('configurator.heading', { name: product.name })} | ${settings.siteName}`
  const image = absoluteUrl(origin, previewUrl(product.id, formatConfiguration(product.model, configuration)))
  return {
    title: { absolute: title },
    description: t('configurator.intro'),
    alternates: { canonical: absoluteUrl(origin, configuratorUrl(lang, product.slug)) },
    openGraph: { title, images: [{ url: image, width: 1200, height: 630 }] },
    twitter: { card: 'summary_large_image', images: [image] },
    ...(query[CONFIG_PARAM] === undefined ? {} : { robots: { index: false, follow: true } }),
  }
}

export default async function ConfiguratorRoute(props: Props) {
  const { lang, product } = await load(props)
  const [messages, query, jar] = await Promise.all([getMessages(lang), props.searchParams, cookies()])
  const t = makeTranslator(lang, messages)
  return <ConfiguratorPage locale={lang} t={t} product={product} market={visitorMarket(lang, jar.get(marketCookie)?.value)} query={query} wishlistPath={`/${lang}/user/wishlist`} />
}
