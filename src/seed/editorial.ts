import { slugify } from '@/domain/slugify'
import type { SeedContext } from './context'
import { idOf } from './context'
import { downloadCategories, downloads, moods, projects, stories } from './data/editorial'
import type { SceneSpec } from './data/types'
import { renderDownloadDocument, seedPictureReader } from './documents'
import { renderScene } from './images'
import { paragraphsToLexical } from './lexical'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'

const sceneImage = (ctx: SeedContext, name: string, alt: Parameters<typeof seedImage>[2], scene: SceneSpec) =>
  seedImage(ctx, name, alt, () => renderScene(scene, { width: scaled(ctx, 1920), height: scaled(ctx, 1080) }))

const productIds = (ctx: SeedContext, keys: readonly string[]) => keys.map((key) => idOf(ctx.ids.products, key, 'product'))

/** The downloads' date: their `publishedAt`, and their PDFs' own dates (the same seed, the same bytes). */
const downloadsPublishedAt = '2026-01-15T09:00:00.000Z'

export async function seedDownloads(ctx: SeedContext): Promise<void> {
  for (const category of downloadCategories) {
    const id = await upsertLocalized(ctx, 'download-categories', { slug: { equals: slugify(category.name.it) } }, (locale) => ({
      name: category.name[locale],
      slug: slugify(category.name[locale]),
      order: category.order,
    }))
    ctx.ids.downloadCategories.set(category.key, id)
  }
  const fresh: typeof downloads = []
  // One reader for all the documents: a product in several of them is drawn once.
  const documentOptions = { imageScale: ctx.imageScale, date: new Date(downloadsPublishedAt), read: seedPictureReader() }
  for (const download of downloads) {
    const exists = await ctx.payload.count({ collection: 'downloads', where: { filename: { equals: download.fileName } } })
    const id = await upsertLocalized(
      ctx,
      'downloads',
      { filename: { equals: download.fileName } },
      (locale) => ({
        title: download.title[locale],
        description: download.description[locale],
        category: idOf(ctx.ids.downloadCategories, download.category, 'download category'),
        fileType: download.fileType,
        language: download.language,
        products: productIds(ctx, download.products),
        publishedAt: downloadsPublishedAt,
        restricted: download.restricted ?? false,
      }),
      {
        publish: true,
        file: async () => {
          const data = Buffer.from(await renderDownloadDocument(download, documentOptions))
          return { data, mimetype: 'application/pdf', name: download.fileName, size: data.length }
        },
      },
    )
    ctx.ids.downloads.set(download.key, id)
    if (exists.totalDocs === 0) fresh.push(download)
  }
  // A product lists the downloads that name it.
  const byProduct = new Map<string, number[]>()
  for (const download of fresh) {
    for (const key of download.products) byProduct.set(key, [...(byProduct.get(key) ?? []), idOf(ctx.ids.downloads, download.key, 'download')])
  }
  for (const [key, ids] of byProduct) {
    await ctx.payload.update({
      collection: 'products',
      id: idOf(ctx.ids.products, key, 'product'),
      data: { downloads: ids, _status: 'published' },
      depth: 0,
      context: { disableRevalidate: true },
    })
  }
}

export async function seedEditorial(ctx: SeedContext): Promise<void> {
  for (const mood of moods) {
    const cover = await sceneImage(ctx, `mood-${mood.key}.jpg`, mood.title, mood.cover)
    const id = await upsertLocalized(ctx, 'moods', { slug: { equals: slugify(mood.title.it) } }, (locale) => ({
      title: mood.title[locale],
      slug: slugify(mood.title[locale]),
      intro: mood.intro[locale],
      body: paragraphsToLexical(mood.body[locale]),
      cover,
      products: productIds(ctx, mood.products),
      materials: mood.materials.map((code) => idOf(ctx.ids.materials, code, 'material')),
      archived: mood.archived,
      publishedAt: mood.publishedAt,
    }), { publish: true })
    ctx.ids.moods.set(mood.key, id)
  }
  for (const project of projects) {
    const cover = await sceneImage(ctx, `project-${project.key}.jpg`, project.title, project.cover)
    const stepImages: number[] = []
    for (const [index, step] of project.steps.entries()) {
      stepImages.push(await sceneImage(ctx, `project-${project.key}-step-${index + 1}.jpg`, step.title, step.image))
    }
    const id = await upsertLocalized(ctx, 'projects', { slug: { equals: slugify(project.title.it) } }, (locale) => ({
      title: project.title[locale],
      slug: slugify(project.title[locale]),
      location: project.location[locale],
      year: project.year,
      architect: project.architect,
      intro: project.intro[locale],
      cover,
      steps: project.steps.map((step, index) => ({ title: step.title[locale], text: step.text[locale], image: stepImages[index] })),
      products: productIds(ctx, project.products),
      publishedAt: project.publishedAt,
    }), { publish: true })
    ctx.ids.projects.set(project.key, id)
  }
  for (const story of stories) {
    const cover = await sceneImage(ctx, `story-${story.key}.jpg`, story.title, story.cover)
    const id = await upsertLocalized(ctx, 'stories', { slug: { equals: slugify(story.title.it) } }, (locale) => ({
      title: story.title[locale],
      slug: slugify(story.title[locale]),
      excerpt: story.excerpt[locale],
      body: paragraphsToLexical(story.body[locale]),
      category: story.category,
      cover,
      products: productIds(ctx, story.products),
      publishedAt: story.publishedAt,
    }), { publish: true })
    ctx.ids.stories.set(story.key, id)
  }
}
