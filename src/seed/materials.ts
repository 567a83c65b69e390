import { slugify } from '@/domain/slugify'
import type { SeedContext } from './context'
import { idOf } from './context'
import { materialCategories, materials } from './data/materials'
import { renderSwatch } from './images'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'

export async function seedMaterials(ctx: SeedContext): Promise<void> {
  for (const category of materialCategories) {
    const id = await upsertLocalized(ctx, 'material-categories', { code: { equals: category.code } }, (locale) => ({
      code: category.code,
      kind: category.kind,
      name: category.name[locale],
      slug: slugify(category.name[locale]),
      description: category.description[locale],
      order: category.order,
    }))
    ctx.ids.materialCategories.set(category.code, id)
  }
  for (const [index, material] of materials.entries()) {
    const base = slugify(material.code)
    // One large swatch serves the list (scaled down) and the zoomable detail (full size).
    const swatch = await seedImage(ctx, `${base}-swatch.jpg`, material.name, () => renderSwatch(material.swatch, scaled(ctx, 1200)))
    const id = await upsertLocalized(
      ctx,
      'materials',
      { code: { equals: material.code } },
      (locale) => ({
        code: material.code,
        name: material.name[locale],
        slug: slugify(`${material.name[locale]} ${material.code}`),
        type: material.type[locale],
        composition: material.composition[locale],
        description: material.description[locale],
        care: material.care[locale],
        category: idOf(ctx.ids.materialCategories, material.category, 'material category'),
        colour: material.colour,
        hex: material.hex,
        properties: material.properties,
        durability: material.durability,
        martindale: material.martindale,
        usage: material.usage,
        swatch,
        publishedAt: new Date(Date.UTC(2025, 6, 1 + index)).toISOString(),
      }),
      { publish: true },
    )
    ctx.ids.materials.set(material.code, id)
  }
}
