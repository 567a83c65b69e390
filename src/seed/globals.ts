import { DEMO_EDITOR, markDemoDatabase } from '@/collections/Users/demoEditor'
import { demoSynonyms } from './data/searchSynonyms'
import { readBundledMessages } from '@/i18n/bundled'
import { defaultLocale } from '@/i18n/locales'
import { idOf, seedWriteContext, type SeedContext } from './context'
import { site } from './data/site'
import { linkData } from './links'
import { otherLocales, withRowIds } from './localized'

const context = seedWriteContext

/** Menu, footer, settings and labels; each global only while it is still empty. */
export async function seedGlobals(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const all = [defaultLocale, ...otherLocales]

  const menu = await payload.findGlobal({ slug: 'main-menu', depth: 0 })
  if (!menu.items?.length) {
    let stored: Record<string, unknown> = {}
    for (const locale of all) {
      const data = {
        items: site.menu.map((item) => ({
          link: linkData(ctx, item, locale),
          children: (item.children ?? []).map((child) => ({ link: linkData(ctx, child, locale) })),
        })),
      }
      stored = await payload.updateGlobal({ slug: 'main-menu', locale, data: withRowIds(data, stored), depth: 0, context }) as unknown as Record<string, unknown>
    }
  }

  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footer.columns?.length) {
    let stored: Record<string, unknown> = {}
    for (const locale of all) {
      const data = {
        columns: site.footer.columns.map((column) => ({
          title: column.title[locale],
          links: column.links.map((link) => ({ link: linkData(ctx, link, locale) })),
        })),
        address: site.footer.address[locale],
        legal: site.footer.legal[locale],
        social: site.footer.social,
      }
      stored = await payload.updateGlobal({ slug: 'footer', locale, data: withRowIds(data, stored), depth: 0, context }) as unknown as Record<string, unknown>
    }
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: defaultLocale })
  if (!settings.tagline) {
    for (const locale of all) {
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: { siteName: site.siteName, tagline: site.tagline[locale], map: { latitude: 41.89, longitude: 12.51, zoom: 3 }, privacyPage: idOf(ctx.ids.pages, 'privacy', 'page'), productEnquiryPage: idOf(ctx.ids.pages, 'product-enquiry', 'page') },
        depth: 0,
        context,
      })
    }
  }

  const labels = await payload.findGlobal({ slug: 'labels', depth: 0 })
  if (!labels.entries?.length) {
    let stored: Record<string, unknown> = {}
    for (const locale of all) {
      const messages = readBundledMessages(locale)
      const data = { entries: Object.entries(readBundledMessages(defaultLocale)).map(([key]) => ({ key, text: messages[key] ?? '' })) }
      stored = await payload.updateGlobal({ slug: 'labels', locale, data: withRowIds(data, stored), depth: 0, context }) as unknown as Record<string, unknown>
    }
  }

  const synonyms = await payload.findGlobal({ slug: 'search-synonyms', locale: defaultLocale, depth: 0 })
  if (!synonyms.entries?.length) {
    for (const locale of all) {
      const entries = demoSynonyms[locale].map((entry) => ({ terms: entry.terms.join(', '), oneWay: entry.oneWay }))
      await payload.updateGlobal({ slug: 'search-synonyms', locale, data: { entries }, depth: 0, context })
    }
  }
}

/**
 * One editor account so a newcomer can sign in to /admin, only on a database with no account
 * yet; the database is marked as the demo one first, the only place its public password works.
 */
export async function seedEditor(ctx: SeedContext): Promise<void> {
  const { totalDocs } = await ctx.payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await markDemoDatabase(ctx.payload)
  await ctx.payload.create({ collection: 'users', data: { ...DEMO_EDITOR, role: 'admin' }, context })
}
