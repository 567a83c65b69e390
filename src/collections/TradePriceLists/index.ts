import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'
import { priceListEntryProblem, TRADE_DISCOUNT_MAX_PERCENT } from '@/domain/trade/prices'
import { tradeGroups } from '@/domain/trade/access'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const marketField = (description: string) => ({ name: 'market', type: 'select' as const, options: options(markets), admin: { description } })

const entryProblemText = {
  netOrDiscount: 'Give a net price or a discount.',
  onlyOne: 'Give a net price or a discount, not both.',
  netNeedsMarket: 'A net price is in one market’s currency: choose the market.',
  negativeNet: 'A net price cannot be negative.',
  discountRange: `A discount is between 0 and ${TRADE_DISCOUNT_MAX_PERCENT} %.`,
} as const

/**
 * Net prices per trade group (issue 21, docs/decisions/037): one list per group, its discounts
 * for the whole catalogue (per market, or every market), then lines per version (by the
 * version's code) with an explicit net price in a market or a discount. Resolved by the pure
 * `resolveNetPrice` (src/domain/trade/prices.ts). Editors only: net prices never reach the
 * public REST or GraphQL API; approved professionals see them through the trade area alone.
 */
export const TradePriceLists: CollectionConfig = {
  slug: 'trade-price-lists',
  labels: { singular: 'Trade price list', plural: 'Trade price lists' },
  admin: { group: 'Trade', useAsTitle: 'group', defaultColumns: ['group', 'updatedAt'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    { name: 'group', type: 'select', required: true, unique: true, index: true, options: options(tradeGroups), admin: { description: 'The trade group whose members see these prices.' } },
    {
      name: 'discounts',
      type: 'array',
      admin: { description: 'Discounts off the retail price on the whole catalogue. A market’s own discount comes before the one for every market.' },
      fields: [
        {
          type: 'row',
          fields: [
            marketField('Empty: every market.'),
            { name: 'percent', type: 'number', required: true, min: 0, max: TRADE_DISCOUNT_MAX_PERCENT },
          ],
        },
      ],
    },
    {
      name: 'entries',
      type: 'array',
      admin: { description: 'Lines per version, before the discounts above: an explicit net price in a market, or a discount (in a market, or every market).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'versionCode', type: 'text', required: true, index: true, maxLength: 60 },
            marketField('Empty: every market (discounts only).'),
            { name: 'net', type: 'number', min: 0 },
            {
              name: 'percent',
              type: 'number',
              min: 0,
              max: TRADE_DISCOUNT_MAX_PERCENT,
              validate: (_value: unknown, { siblingData }: { siblingData: Partial<{ market: string | null; net: number | null; percent: number | null }> }) => {
                const problem = priceListEntryProblem(siblingData)
                return problem ? entryProblemText[problem] : true
              },
            },
          ],
        },
      ],
    },
  ],
}
