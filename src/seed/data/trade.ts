import type { Market } from '@/domain/catalogue/types'
import type { TradeGroup } from '@/domain/trade/access'
import type { TradeDownloadKind } from '@/domain/trade/downloads'
import type { L } from './types'

/**
 * The trade area's demo data (docs/decisions/038): a price list per trade group (a discount on
 * the catalogue, a couple of explicit net prices and version discounts), lead times and stock,
 * quickship items and a price list file. Net prices here are deliberately odd figures
 * (5,777, 4,333…) so that a crawler can look for them in public HTML.
 */
export interface PriceListSeed {
  group: TradeGroup
  discounts: { market: Market | null; percent: number }[]
  entries: { versionCode: string; market: Market | null; net?: number; percent?: number }[]
}

/** The explicit net prices the seed gives: no public answer may ever contain them. */
export const seededNetPrices = { designerAstor3Eu: 5777, dealerAstor3Eu: 4333, dealerAstorCornerUk: 6111 } as const

export const priceListSeeds: PriceListSeed[] = [
  {
    group: 'designer',
    discounts: [{ market: null, percent: 30 }],
    entries: [
      { versionCode: 'AV-SOF-001-236', market: 'eu', net: seededNetPrices.designerAstor3Eu },
      { versionCode: 'AV-SOF-001-196', market: null, percent: 35 },
    ],
  },
  { group: 'architect', discounts: [{ market: null, percent: 25 }], entries: [{ versionCode: 'AV-SOF-001-286', market: null, percent: 32 }] },
  {
    group: 'dealer',
    discounts: [{ market: 'eu', percent: 45 }, { market: null, percent: 40 }],
    entries: [
      { versionCode: 'AV-SOF-001-236', market: 'eu', net: seededNetPrices.dealerAstor3Eu },
      { versionCode: 'AV-SOF-002-286', market: 'uk', net: seededNetPrices.dealerAstorCornerUk },
    ],
  },
  { group: 'contract', discounts: [{ market: null, percent: 35 }], entries: [] },
]

export interface AvailabilitySeed {
  versionCode: string
  market: Market | null
  leadTimeWeeks: number
  stock?: number
}

export const availabilitySeeds: AvailabilitySeed[] = [
  { versionCode: 'AV-SOF-001-196', market: null, leadTimeWeeks: 10 },
  { versionCode: 'AV-SOF-001-236', market: null, leadTimeWeeks: 10 },
  { versionCode: 'AV-SOF-001-236', market: 'eu', leadTimeWeeks: 6, stock: 4 },
  { versionCode: 'AV-SOF-001-286', market: null, leadTimeWeeks: 12 },
]

/** Quickship items: the product by its seed key, the version, the market, pieces, days from the seed's run to the ship-by day. */
export interface QuickshipSeed {
  product: string
  versionCode: string
  market: Market
  quantity: number
  shipInDays: number
}

export const quickshipSeeds: QuickshipSeed[] = [
  { product: 'astor-sofa', versionCode: 'AV-SOF-001-236', market: 'eu', quantity: 3, shipInDays: 14 },
  { product: 'astor-sofa', versionCode: 'AV-SOF-001-196', market: 'us', quantity: 2, shipInDays: 21 },
  { product: 'astor-corner-sofa', versionCode: 'AV-SOF-002-286', market: 'uk', quantity: 1, shipInDays: 30 },
  { product: 'astor-corner-sofa', versionCode: 'AV-SOF-002-286', market: 'eu', quantity: 2, shipInDays: 45 },
]

export interface TradeFileSeed {
  key: string
  kind: TradeDownloadKind
  title: L
  fileName: string
  content: string
  /** The markets whose professionals may take it (its net prices are theirs); none: every market. */
  markets?: Market[]
}

export const tradeFileSeeds: TradeFileSeed[] = [
  {
    key: 'trade-price-list',
    kind: 'priceList',
    title: { it: 'Listino trade 2027', en: 'Trade price list 2027', de: 'Händlerpreisliste 2027', es: 'Lista de precios profesional 2027', fr: 'Liste de prix professionnelle 2027', ru: 'Торговый прайс-лист 2027', zh: '2027 年贸易价目表' },
    fileName: 'trade-price-list-2027.csv',
    content: 'version;market;note\nAV-SOF-001-236;eu;see your trade group\n',
    // Europe's net prices: professionals of other markets neither see nor take it.
    markets: ['eu'],
  },
]
