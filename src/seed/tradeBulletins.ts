import type { Locale } from '@/i18n/locales'
import type { SeedContext } from './context'
import { tradeBulletins } from './data/tradeBulletins'
import { upsertLocalized } from './upsert'

/** The demo's trade notices in every language, found again by their Italian title (run twice, nothing changes). */
export async function seedTradeBulletins(ctx: SeedContext): Promise<void> {
  for (const bulletin of tradeBulletins) {
    await upsertLocalized(ctx, 'trade-bulletins', { title: { equals: bulletin.title.it } }, (locale: Locale) => ({
      kind: bulletin.kind,
      groups: bulletin.groups,
      markets: bulletin.markets,
      publishedAt: bulletin.publishedAt,
      link: bulletin.link ?? null,
      title: bulletin.title[locale],
      body: bulletin.body[locale],
    }))
  }
}
