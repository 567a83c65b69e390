import { slugify } from '@/domain/slugify'
import type { L } from './data/types'
import type { SeedContext } from './context'
import { idOf } from './context'
import { materialCategories, materials } from './data/materials'
import { renderScene, renderSwatch } from './images'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'

/** Scenes for materials shown in a setting, in turn. */
const settingKinds = ['living', 'bedroom', 'dining', 'hotel'] as const
/** How many materials of each family the demo shows in a setting (the materials panoramics). */
const settingsPerFamily = 2

const inASetting = (name: L): L => ({
  it: `${name.it} in un interno`,
  en: `${name.en} in an interior`,
  de: `${name.de} in einem Interieur`,
  es: `${name.es} en un interior`,
  fr: `${name.fr} dans un intérieur`,
  ru: `${name.ru} в интерьере`,
  zh: `${name.zh}的室内场景`,
})

export async function seedMaterials(ctx: SeedContext): Promise<void> {
  for (const category of materialCategories) {
    // The family's picture: a large sample of its first material.
    const first = materials.find((material) => material.category === category.code)
    const image = first
      ? await seedImage(ctx, `material-family-${slugify(category.code)}.jpg`, category.name, () => renderSwatch({ ...first.swatch, seed: first.swatch.seed + 7 }, scaled(ctx, 1600)))
      : undefined
    const id = await upsertLocalized(ctx, 'material-categories', { code: { equals: category.code } }, (locale) => ({
      image,
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
    // The first materials of each family are also shown in a room, in their own colour.
    const place = materials.filter((other) => other.category === material.category).indexOf(material)
    const panoramics =
      place < settingsPerFamily
        ? [
            await seedImage(ctx, `${base}-setting.jpg`, inASetting(material.name), () =>
              renderScene(
                { kind: settingKinds[index % settingKinds.length] ?? 'living', palette: ['#ece6dc', material.hex, material.swatch.accent, '#3b332c'], seed: 5000 + index },
                { width: scaled(ctx, 1600), height: scaled(ctx, 900) },
              ),
            ),
          ]
        : []
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
        panoramics,
        publishedAt: new Date(Date.UTC(2025, 6, 1 + index)).toISOString(),
      }),
      { publish: true },
    )
    ctx.ids.materials.set(material.code, id)
  }
}
