import type { Locale } from '@/i18n/locales'
import type { SeedContext } from './context'
import { idOf } from './context'
import type { LinkSeed, LinkTarget } from './data/types'

type LinkTargetData =
  | { type: 'reference'; reference: { relationTo: 'categories' | 'pages' | 'products'; value: number } }
  | { type: 'url'; url: string }

type LinkData = LinkTargetData & { label: string }

function target(ctx: SeedContext, link: LinkTarget): LinkTargetData {
  switch (link.kind) {
    case 'category':
      return { type: 'reference', reference: { relationTo: 'categories', value: idOf(ctx.ids.categories, link.identifier, 'category') } }
    case 'page':
      return { type: 'reference', reference: { relationTo: 'pages', value: idOf(ctx.ids.pages, link.key, 'page') } }
    case 'product':
      return { type: 'reference', reference: { relationTo: 'products', value: idOf(ctx.ids.products, link.key, 'product') } }
    case 'url':
      return { type: 'url', url: link.url }
  }
}

/** A seed link as the CMS link field stores it, labelled in one language. */
export function linkData(ctx: SeedContext, link: LinkSeed, locale: Locale): LinkData {
  return { ...target(ctx, link.target), label: link.label[locale] }
}
