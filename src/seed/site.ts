import { summarize } from '@/domain/seo/description'
import { slugify } from '@/domain/slugify'
import type { Locale } from '@/i18n/locales'
import type { SeedContext } from './context'
import { idOf } from './context'
import { site } from './data/site'
import type { HomeSeed } from './data/types'
import { renderScene } from './images'
import { paragraphsToLexical, plainParagraph } from './lexical'
import { linkData } from './links'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'

const teaserCollections = { moods: 'moods', projects: 'projects', stories: 'stories', categories: 'categories' } as const

async function homeLayout(ctx: SeedContext, home: HomeSeed, prefix: string) {
  const slides: { slide: HomeSeed['slides'][number]; image: number; mobileImage: number }[] = []
  for (const [index, slide] of home.slides.entries()) {
    const image = await seedImage(ctx, `${prefix}-slide-${index + 1}.jpg`, slide.title, () =>
      renderScene(slide.image, { width: scaled(ctx, 2000), height: scaled(ctx, 1125) }),
    )
    // The phone gets its own upright crop of the scene (art direction, not a squeezed landscape).
    const mobileImage = await seedImage(ctx, `${prefix}-slide-${index + 1}-mobile.jpg`, slide.title, () =>
      renderScene(slide.image, { width: scaled(ctx, 900), height: scaled(ctx, 1400) }),
    )
    slides.push({ slide, image, mobileImage })
  }
  const ctaImage = await seedImage(ctx, `${prefix}-cta.jpg`, home.cta.title, () =>
    renderScene(home.cta.image, { width: scaled(ctx, 1920), height: scaled(ctx, 1080) }),
  )
  return (locale: Locale) => [
    {
      blockType: 'hero' as const,
      slides: slides.map(({ slide, image, mobileImage }) => ({
        title: slide.title[locale],
        text: slide.text[locale],
        image,
        mobileImage,
        link: linkData(ctx, slide.link, locale),
      })),
    },
    { blockType: 'richText' as const, content: paragraphsToLexical([home.intro.title[locale], ...home.intro.text[locale]]) },
    ...(home.quote ? [{ blockType: 'quote' as const, quote: home.quote.text[locale], author: home.quote.author, role: home.quote.role[locale] }] : []),
    {
      blockType: 'productCarousel' as const,
      title: home.featuredTitle[locale],
      products: home.featuredProducts.map((key) => idOf(ctx.ids.products, key, 'product')),
    },
    {
      blockType: 'teasers' as const,
      title: home.teasersTitle[locale],
      items: home.teasers.map((teaser) => ({
        relationTo: teaserCollections[teaser.collection],
        value: idOf(ctx.ids[teaser.collection], teaser.key, teaser.collection),
      })),
    },
    { blockType: 'callToAction' as const, title: home.cta.title[locale], text: home.cta.text[locale], image: ctaImage, link: linkData(ctx, home.cta.link, locale) },
    // The newsletter slot with the catalogue's texts.
    { blockType: 'newsletter' as const },
  ]
}

export async function seedPages(ctx: SeedContext): Promise<void> {
  for (const page of site.pages) {
    const image = page.image
    const imageId = image ? await seedImage(ctx, `page-${page.key}.jpg`, page.title, () => renderScene(image, { width: scaled(ctx, 1920), height: scaled(ctx, 1080) })) : undefined
    const slugOf = (locale: Locale) => page.slug?.[locale] ?? slugify(page.title[locale])
    const id = await upsertLocalized(
      ctx,
      'pages',
      { slug: { equals: slugOf('it') } },
      (locale) => ({
        title: page.title[locale],
        slug: slugOf(locale),
        template: page.template ?? 'default',
        layout: [
          { blockType: 'richText' as const, content: paragraphsToLexical(page.intro[locale]) },
          ...(page.form ? [{ blockType: 'form' as const, form: idOf(ctx.ids.forms, page.form, 'form') }] : []),
          // The what's-new page lists the newest products, materials and stories by itself.
          ...(page.key === 'whats-new' ? [{ blockType: 'whatsNew' as const, perKind: 4 }, { blockType: 'newsletter' as const }] : []),
        ],
        // The head description editors see and may rewrite: the intro's opening, in each language.
        meta: { image: imageId, description: summarize(page.intro[locale].map(plainParagraph).join(' ')) },
      }),
      { publish: true, ownRowsPerLocale: ['layout'] },
    )
    ctx.ids.pages.set(page.key, id)
  }
  for (const [slug, home] of [['homepage', site.home], ['homepage-china', site.chinaHome]] as const) {
    const layout = await homeLayout(ctx, home, slug)
    const id = await upsertLocalized(
      ctx,
      'pages',
      { slug: { equals: slug } },
      (locale) => ({
        title: home.slides[0]?.title[locale] ?? site.siteName,
        slug,
        layout: layout(locale),
        meta: { description: summarize(home.intro.text[locale].join(' ')) },
      }),
      { publish: true, ownRowsPerLocale: ['layout'] },
    )
    ctx.ids.pages.set(slug, id)
  }
}
