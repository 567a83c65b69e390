import type { Product } from '@/payload-types'
import { slugify } from '@/domain/slugify'
import type { Locale } from '@/i18n/locales'
import { idOf, type SeedContext } from './context'
import { categories, designers, families, products } from './data/catalogue'
import type { L, ProductSeed, SceneSpec } from './data/types'
import { renderProduct, renderScene } from './images'
import { paragraphsToLexical } from './lexical'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'
import { configurations, deltaFromEur } from './data/configurator'

const currencies = { eu: 'EUR', uk: 'GBP', us: 'USD', ch: 'CHF', cn: 'CNY' } as const

export async function seedCategoriesFamiliesDesigners(ctx: SeedContext): Promise<void> {
  for (const category of categories) {
    const image = category.image
    const imageId = image
      ? await seedImage(ctx, `category-${category.identifier}.jpg`, category.name, () =>
          renderProduct(image, { width: scaled(ctx, 1600), height: scaled(ctx, 1200) }),
        )
      : undefined
    const id = await upsertLocalized(ctx, 'categories', { identifier: { equals: category.identifier } }, (locale) => ({
      identifier: category.identifier,
      name: category.name[locale],
      slug: slugify(category.name[locale]),
      intro: category.intro[locale],
      order: category.order,
      image: imageId,
    }))
    ctx.ids.categories.set(category.identifier, id)
  }
  for (const family of families) {
    const id = await upsertLocalized(ctx, 'families', { slug: { equals: family.key } }, (locale) => ({
      name: family.name[locale],
      slug: locale === 'it' ? family.key : slugify(family.name[locale]),
      description: family.description[locale],
    }))
    ctx.ids.families.set(family.key, id)
  }
  for (const designer of designers) {
    const id = await upsertLocalized(ctx, 'designers', { slug: { equals: designer.key } }, (locale) => ({
      name: designer.name,
      slug: designer.key,
      country: designer.country,
      bio: designer.bio[locale],
    }))
    ctx.ids.designers.set(designer.key, id)
  }
}

/** The ambience picture of a product: the room its category belongs in. */
function ambienceOf(product: ProductSeed, index: number): SceneSpec {
  const kind: SceneSpec['kind'] = product.usage.outdoor
    ? 'outdoor'
    : ['beds', 'mattresses', 'bedroom-sets'].includes(product.category)
      ? 'bedroom'
      : ['chairs', 'tables-coffee-tables'].includes(product.category)
        ? 'dining'
        : 'living'
  return { kind, palette: ['#ece7df', '#c9b9a3', product.image.colour, product.image.accent, '#3b3a36'], seed: 1000 + index }
}

const ambienceAlt = (product: ProductSeed): L => product.tagline

function productData(ctx: SeedContext, product: ProductSeed, locale: Locale, gallery: number[], panoramics: number[]) {
  return {
    name: product.name[locale],
    slug: slugify(product.name[locale]),
    code: product.code,
    tagline: product.tagline[locale],
    description: paragraphsToLexical(product.description[locale]),
    technicalData: paragraphsToLexical(product.technicalData[locale]),
    gallery,
    panoramics,
    category: idOf(ctx.ids.categories, product.category, 'category'),
    family: idOf(ctx.ids.families, product.family, 'family'),
    designers: product.designers.map((key) => idOf(ctx.ids.designers, key, 'designer')),
    type: product.type,
    materialCategories: product.materialCategories.map((code) => idOf(ctx.ids.materialCategories, code, 'material category')),
    materials: product.materials.map((code) => idOf(ctx.ids.materials, code, 'material')),
    usage: product.usage,
    publishedAt: new Date(Date.UTC(2026, 0, 1 + products.indexOf(product))).toISOString(),
    versions: product.versions.map((version) => ({
      type: version.type,
      code: version.code,
      name: version.name[locale],
      dimensions: version.dimensions,
      packages: version.packages,
      prices: Object.entries(version.prices).map(([market, amount]) => ({
        market: market as keyof typeof currencies,
        currency: currencies[market as keyof typeof currencies],
        amount,
      })),
    })) satisfies Product['versions'],
    configurator: configuratorData(ctx, product.key, locale),
  }
}

/** The configurator tab of a demo product (data/configurator.ts); not configurable when it has none. */
function configuratorData(ctx: SeedContext, key: string, locale: Locale): NonNullable<Product['configurator']> {
  const config = configurations[key]
  if (!config) return { configurable: false, parts: [], options: [] }
  const category = (code: string) => idOf(ctx.ids.materialCategories, code, 'material category')
  return {
    configurable: true,
    parts: config.parts.map((part) => ({
      code: part.code,
      name: part.name[locale],
      materialCategories: part.categories.map(category),
      materials: part.materials.map((code) => idOf(ctx.ids.materials, code, 'material')),
      surcharges: part.surcharges.map((surcharge) => ({ category: category(surcharge.category), delta: deltaFromEur(surcharge.eur) })),
    })),
    options: config.options.map((option) => ({
      code: option.code,
      name: option.name[locale],
      delta: deltaFromEur(option.eur),
      onlyVersions: option.onlyVersions,
      excludes: option.excludes,
    })),
  }
}

export async function seedProducts(ctx: SeedContext): Promise<void> {
  const fresh: ProductSeed[] = []
  for (const [index, product] of products.entries()) {
    const existing = await ctx.payload.count({ collection: 'products', where: { code: { equals: product.code } } })
    const studio = await seedImage(ctx, `${product.key}.jpg`, product.name, () =>
      renderProduct(product.image, { width: scaled(ctx, 1400), height: scaled(ctx, 1050) }),
    )
    const detail = await seedImage(ctx, `${product.key}-detail.jpg`, product.name, () =>
      renderProduct(product.image, { width: scaled(ctx, 1200), height: scaled(ctx, 900), variant: 'detail' }),
    )
    const ambience = await seedImage(ctx, `${product.key}-ambience.jpg`, ambienceAlt(product), () =>
      renderScene(ambienceOf(product, index), { width: scaled(ctx, 1600), height: scaled(ctx, 900) }),
    )
    const id = await upsertLocalized(ctx, 'products', { code: { equals: product.code } }, (locale) =>
      productData(ctx, product, locale, [studio, detail], [ambience]),
      { publish: true },
    )
    ctx.ids.products.set(product.key, id)
    if (existing.totalDocs === 0) fresh.push(product)
  }
  await seedFeaturedOrder(ctx)
  // Related products can only be linked once all of them exist.
  for (const product of fresh) {
    await ctx.payload.update({
      collection: 'products',
      id: idOf(ctx.ids.products, product.key, 'product'),
      data: { related: product.related.map((key) => idOf(ctx.ids.products, key, 'product')), _status: 'published' },
      depth: 0,
      context: { disableRevalidate: true },
    })
  }
}

/** The flagships lead each category's list; an order an editor already set is kept. */
async function seedFeaturedOrder(ctx: SeedContext): Promise<void> {
  for (const category of categories) {
    if (!category.featured?.length) continue
    const id = idOf(ctx.ids.categories, category.identifier, 'category')
    const current = await ctx.payload.findByID({ collection: 'categories', id, depth: 0, select: { featuredProducts: true } })
    if (current.featuredProducts?.length) continue
    await ctx.payload.update({
      collection: 'categories',
      id,
      data: { featuredProducts: category.featured.map((key) => idOf(ctx.ids.products, key, 'product')) },
      depth: 0,
      context: { disableRevalidate: true },
    })
  }
}
