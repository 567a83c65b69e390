import type { Market } from '@/domain/catalogue/types'
import type { Configuration, ConfiguratorModel } from './model'

export interface PriceLine {
  /** The part's or option's name, or the version's. */
  label: string
  amount: number
}

export interface ConfiguredPrice {
  total: number
  lines: PriceLine[]
}

/**
 * The configuration's price in a market: the version's list price, plus each part's surcharge
 * for the chosen material's family, plus each chosen option's difference (all in that market's
 * currency). Null when the version has no price in the market (it cannot be quoted there).
 */
export function configuredPrice(model: ConfiguratorModel, configuration: Configuration, market: Market): ConfiguredPrice | null {
  const version = model.versions.find((candidate) => candidate.token === configuration.version)
  const base = version?.prices[market]
  if (!version || typeof base !== 'number') return null
  const lines: PriceLine[] = [{ label: version.name, amount: base }]
  for (const part of model.parts) {
    const token = configuration.materials[part.code]
    const categoryId = token && Object.hasOwn(model.materials, token) ? model.materials[token]?.categoryId : null
    const surcharge = part.surcharges.find((candidate) => candidate.categoryId === categoryId)
    const amount = surcharge?.delta[market] ?? 0
    if (amount !== 0) lines.push({ label: part.name, amount })
  }
  for (const code of configuration.options) {
    const option = model.options.find((candidate) => candidate.code === code)
    const amount = option?.delta[market] ?? 0
    if (option && amount !== 0) lines.push({ label: option.name, amount })
  }
  // Sums of whole amounts stay whole; cents are rounded away from floating-point noise.
  const total = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100
  return { total, lines }
}

/** Every amount the configurator shows for a configuration in a market: the price's total and lines, and each option's difference. */
export function shownAmounts(model: ConfiguratorModel, configuration: Configuration, market: Market): number[] {
  const price = configuredPrice(model, configuration, market)
  const amounts = price ? [price.total, ...price.lines.map((line) => line.amount)] : []
  for (const option of model.options) {
    const delta = option.delta[market]
    if (typeof delta === 'number' && delta !== 0) amounts.push(delta)
  }
  return [...new Set(amounts)]
}
