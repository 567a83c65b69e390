import type { SeedContext } from './context'
import { idOf } from './context'
import { mixerScenes } from './data/mixer'
import { renderScene } from './images'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'

/** The materials mixer's demo interiors, after the material families their slots take. */
export async function seedMixerScenes(ctx: SeedContext): Promise<void> {
  for (const [order, scene] of mixerScenes.entries()) {
    const image = await seedImage(ctx, `mixer-${scene.code}.jpg`, scene.name, () => renderScene(scene.picture, { width: scaled(ctx, 1600), height: scaled(ctx, 900) }))
    await upsertLocalized(
      ctx,
      'mixer-scenes',
      { code: { equals: scene.code } },
      (locale) => ({
        code: scene.code,
        name: scene.name[locale],
        image,
        order,
        slots: scene.slots.map((slot) => ({
          code: slot.code,
          name: slot.name[locale],
          x: slot.x,
          y: slot.y,
          outdoor: slot.outdoor,
          accepts: slot.accepts.map((code) => idOf(ctx.ids.materialCategories, code, 'material category')),
        })),
      }),
    )
  }
}
