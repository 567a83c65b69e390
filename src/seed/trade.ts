import type { Where } from 'payload'
import { seedWriteContext, type SeedContext } from './context'
import { availabilitySeeds, priceListSeeds, quickshipSeeds, tradeFileSeeds } from './data/trade'
import { upsertLocalized } from './upsert'

const context = seedWriteContext

/** The day `days` from now, `YYYY-MM-DD` at noon UTC: quickship items stay ahead of the seed's run. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) + 'T12:00:00.000Z'

/**
 * The trade area's demo data (docs/decisions/038): price lists per group, availability,
 * quickship items and a trade-only price list file. Idempotent: each row is looked up by its
 * natural key first.
 */
export async function seedTrade(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const count = (collection: string) => (ctx.created[collection] = (ctx.created[collection] ?? 0) + 1)
  for (const list of priceListSeeds) {
    const found = await payload.count({ collection: 'trade-price-lists', where: { group: { equals: list.group } }, overrideAccess: true })
    if (found.totalDocs > 0) continue
    await payload.create({ collection: 'trade-price-lists', data: list, depth: 0, context, overrideAccess: true })
    count('trade-price-lists')
  }
  for (const line of availabilitySeeds) {
    const where: Where = { and: [{ versionCode: { equals: line.versionCode } }, line.market ? { market: { equals: line.market } } : { market: { exists: false } }] }
    if ((await payload.count({ collection: 'trade-availability', where, overrideAccess: true })).totalDocs > 0) continue
    await payload.create({ collection: 'trade-availability', data: line, depth: 0, context, overrideAccess: true })
    count('trade-availability')
  }
  for (const item of quickshipSeeds) {
    const product = ctx.ids.products.get(item.product)
    if (product === undefined) continue
    const where: Where = { and: [{ versionCode: { equals: item.versionCode } }, { market: { equals: item.market } }] }
    if ((await payload.count({ collection: 'trade-quickship', where, overrideAccess: true })).totalDocs > 0) continue
    await payload.create({ collection: 'trade-quickship', data: { product, versionCode: item.versionCode, market: item.market, quantity: item.quantity, shipBy: dayFromNow(item.shipInDays) }, depth: 0, context, overrideAccess: true })
    count('trade-quickship')
  }
  for (const file of tradeFileSeeds) {
    await upsertLocalized(ctx, 'trade-downloads', { filename: { equals: file.fileName } }, (locale) => ({ title: file.title[locale], kind: file.kind, markets: file.markets ?? [] }), {
      file: async () => {
        const data = Buffer.from(file.content, 'utf8')
        return { data, mimetype: 'text/csv', name: file.fileName, size: data.length }
      },
    })
  }
}
