import type { Market } from '@/domain/catalogue/types'

/** A price difference in each market's own currency (a market left out has none). */
export type MarketAmounts = Partial<Record<Market, number>>

/** A layout of a configurable product: one of its versions. */
export interface ConfiguratorVersion {
  /** Address token of the version's code (`AV-SOF-001-236` → `av-sof-001-236`). */
  token: string
  code: string
  name: string
  /** cm */
  dimensions: { length: number; height: number; depth: number; seatHeight: number | null }
  /** List price per market; a market without a price cannot be quoted. */
  prices: MarketAmounts
}

/** A material allowed somewhere on the product. */
export interface ConfiguratorMaterial {
  token: string
  code: string
  name: string
  categoryId: number | null
  /** #rrggbb, for the preview when the swatch picture is missing. */
  hex: string
}

export interface ConfiguratorPart {
  code: string
  name: string
  /** Allowed material tokens, in the order offered; the first is the default. */
  materials: string[]
  /** A material family that costs more on this part. */
  surcharges: { categoryId: number; delta: MarketAmounts }[]
}

export interface ConfiguratorOption {
  code: string
  name: string
  delta: MarketAmounts
  /** Version tokens the option exists for; empty: every version. */
  onlyVersions: string[]
  /** Option codes it cannot be combined with (either side may say so). */
  excludes: string[]
}

/** Everything the configurator knows of one product: pure data, the same on the server and in the browser. */
export interface ConfiguratorModel {
  versions: ConfiguratorVersion[]
  parts: ConfiguratorPart[]
  options: ConfiguratorOption[]
  materials: Record<string, ConfiguratorMaterial>
}

/** A visitor's choices: a version, a material per part, options in the product's order. */
export interface Configuration {
  version: string
  /** Part code → material token. */
  materials: Record<string, string>
  options: string[]
}
