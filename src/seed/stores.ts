import { slugify } from '@/domain/slugify'
import type { SeedContext } from './context'
import { stores } from './data/stores'
import { renderScene } from './images'
import { scaled, seedImage } from './media'
import { upsertLocalized } from './upsert'

export async function seedStores(ctx: SeedContext): Promise<void> {
  for (const store of stores) {
    const alt = Object.fromEntries(Object.keys(store.intro).map((locale) => [locale, store.companyName])) as typeof store.intro
    const image = await seedImage(ctx, `store-${store.key}.jpg`, alt, () =>
      renderScene(store.image, { width: scaled(ctx, 1600), height: scaled(ctx, 1000) }),
    )
    const id = await upsertLocalized(ctx, 'stores', { companyName: { equals: store.companyName } }, (locale) => ({
      companyName: store.companyName,
      slug: slugify(`${store.companyName} ${store.city}`),
      type: store.type,
      intro: store.intro[locale],
      address: store.address,
      postcode: store.postcode,
      city: store.city,
      province: store.province,
      region: store.region,
      country: store.country,
      latitude: store.latitude,
      longitude: store.longitude,
      timezone: store.timezone,
      phone: store.phone,
      email: store.email,
      website: store.website,
      openingHours: store.openingHours,
      services: store.services,
      images: [image],
    }), { publish: true })
    ctx.ids.stores.set(store.key, id)
  }
}
