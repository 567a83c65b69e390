import type { ConfiguratorModel } from '@/domain/configurator/model'

/** A layout as the page shows it: formatted for the page's language on the server. */
export interface VersionFacts {
  token: string
  dimensions: string
  seatHeight: string | null
  packages: { title: string; dimensions: string; weight: string; volume: string }[]
}

/** A configurable product as its configurator needs it. */
export interface ConfiguratorProduct {
  id: number
  name: string
  slug: string
  code: string
  /** Swatch picture address per material token (null when the material has none). */
  swatches: Record<string, string | null>
  model: ConfiguratorModel
  /** Shipping packages per version token (cm, kg, m³). */
  packages: Record<string, { count: number; length: number; height: number; depth: number; weight: number; volume: number }[]>
  /** When the product or its materials last changed (cache key of its preview images). */
  revision: string
}
