import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ProductCard } from '@/components/ProductCard'
import { getHomePage } from '@/data/home'
import { getMessages } from '@/data/messages'
import { getCatalogueOverview } from '@/data/overview'
import { getSiteChrome } from '@/data/site'
import { documentUrl, homeUrl } from '@/domain/urls'
import { env } from '@/env'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

type Props = { params: Promise<{ lang: string }> }

async function load(lang: string) {
  if (!isLocale(lang)) notFound()
  const chrome = await getSiteChrome(lang)
  const china = env().SITE_VARIANT === 'china' || Boolean(chrome.settings.chinaVariant)
  const [home, overview, messages] = await Promise.all([getHomePage(lang, china), getCatalogueOverview(lang), getMessages(lang)])
  return { locale: lang, chrome, home, overview, t: makeTranslator(lang, messages) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  const { locale, chrome, home } = await load(lang)
  return {
    title: home.meta?.title ?? chrome.settings.siteName,
    description: home.meta?.description ?? chrome.settings.tagline ?? undefined,
    alternates: {
      canonical: homeUrl(locale),
      languages: { ...Object.fromEntries(locales.map((code: Locale) => [code, homeUrl(code)])), 'x-default': '/' },
    },
  }
}

export default async function LanguageHome({ params }: Props) {
  const { lang } = await params
  const { locale, home, overview, t } = await load(lang)
  return (
    <>
      <RenderBlocks blocks={home.layout} locale={locale} />
      <section className="section" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title" className="section__title">
          {t('section.products')}
        </h2>
        <p className="section__lead">{t('home.catalogueCount', { count: overview.counts.products })}</p>
        {overview.categories.map(({ category, products }) => (
          <div key={category.id} className="category-row">
            <h3 className="category-row__title">
              <Link href={documentUrl(locale, 'categories', category.slug)}>{category.name}</Link>
            </h3>
            <div className="grid grid--4">
              {products.map((product) => (
                <ProductCard key={product.id} product={product} locale={locale} />
              ))}
            </div>
          </div>
        ))}
      </section>
      <section className="section" aria-labelledby="materials-title">
        <h2 id="materials-title" className="section__title">
          {t('section.materials')}
        </h2>
        <ul className="facts">
          {overview.materialCategories.map(({ category, count }) => (
            <li key={category.id}>
              <span className="facts__value">{count}</span> {category.name}
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="content-title">
        <h2 id="content-title" className="section__title">
          {t('home.atAGlance')}
        </h2>
        <ul className="facts">
          {(['moods', 'projects', 'stories', 'designers', 'downloads', 'stores'] as const).map((key) => (
            <li key={key}>
              <span className="facts__value">{overview.counts[key]}</span> {t(`section.${key}`)}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
