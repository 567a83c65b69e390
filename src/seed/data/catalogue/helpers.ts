/**
 * Small builders shared by the catalogue data files: prices per market, shipping packages,
 * usage flags and the version names that recur across products.
 */
import type { L, Market, PackageSeed, ProductType, Usage, VersionSeed } from '../types'

/** Rounds to a step that suits the amount: 5 below 1,000, 10 below 20,000, then 100. */
function nice(value: number): number {
  const step = value < 1000 ? 5 : value < 20000 ? 10 : 100
  return Math.max(step, Math.round(value / step) * step)
}

/** Exchange factors from the EUR list price (GBP ≈ 0.86, USD ≈ 1.1, CHF ≈ 0.95, CNY ≈ 7.8). */
const rates: Record<Exclude<Market, 'eu'>, number> = { uk: 0.86, us: 1.1, ch: 0.95, cn: 7.8 }

/** List prices in all five markets from the euro price. */
export function prices(eur: number): Record<Market, number> {
  return {
    eu: eur,
    uk: nice(eur * rates.uk),
    us: nice(eur * rates.us),
    ch: nice(eur * rates.ch),
    cn: nice(eur * rates.cn),
  }
}

/** A shipping package, cm and kg; the volume (m³) follows from the dimensions. */
export function pkg(count: number, length: number, height: number, depth: number, weight: number): PackageSeed {
  return { count, length, height, depth, weight, volume: Math.round((length * height * depth) / 1000) / 1000 }
}

/** A sellable version: dimensions [length, height, depth, seat height?] in cm, price in EUR. */
export function version(
  type: ProductType,
  code: string,
  name: L,
  [length, height, depth, seatHeight]: [number, number, number, number?],
  packages: PackageSeed[],
  eur: number,
): VersionSeed {
  return {
    type,
    code,
    name,
    dimensions: seatHeight === undefined ? { length, height, depth } : { length, height, depth, seatHeight },
    packages,
    prices: prices(eur),
  }
}

/** Indoor piece unless told otherwise. */
export function usage(flags: Partial<Usage> = {}): Usage {
  return { indoor: true, openAir: false, outdoor: false, newArrival: false, ...flags }
}

/** For terraces, gardens and pool sides. */
export function outdoorUsage(flags: Partial<Usage> = {}): Usage {
  return usage({ indoor: false, openAir: true, outdoor: true, ...flags })
}

// ---------- recurring version names ----------

export const seats = (n: number): L => ({
  it: `${n} posti`,
  en: `${n}-seater`,
  de: `${n}-Sitzer`,
  es: `${n} plazas`,
  fr: `${n} places`,
  ru: `${n}-местный`,
  zh: `${n} 人位`,
})

/** Beds, by the mattress they take. */
export const forMattress = (width: number, length = 200): L => ({
  it: `Per materasso ${width} × ${length}`,
  en: `For ${width} × ${length} mattress`,
  de: `Für Matratze ${width} × ${length}`,
  es: `Para colchón de ${width} × ${length}`,
  fr: `Pour matelas ${width} × ${length}`,
  ru: `Под матрас ${width} × ${length}`,
  zh: `适配 ${width} × ${length} 床垫`,
})

export const size = (width: number, length: number): L => ({
  it: `Misura ${width} × ${length}`,
  en: `Size ${width} × ${length}`,
  de: `Größe ${width} × ${length}`,
  es: `Medida ${width} × ${length}`,
  fr: `Dimension ${width} × ${length}`,
  ru: `Размер ${width} × ${length}`,
  zh: `尺寸 ${width} × ${length}`,
})

export const cm = (width: number, length: number): L => ({
  it: `${width} × ${length} cm`,
  en: `${width} × ${length} cm`,
  de: `${width} × ${length} cm`,
  es: `${width} × ${length} cm`,
  fr: `${width} × ${length} cm`,
  ru: `${width} × ${length} см`,
  zh: `${width} × ${length} 厘米`,
})

export const diameter = (d: number): L => ({
  it: `Diametro ${d} cm`,
  en: `Diameter ${d} cm`,
  de: `Durchmesser ${d} cm`,
  es: `Diámetro ${d} cm`,
  fr: `Diamètre ${d} cm`,
  ru: `Диаметр ${d} см`,
  zh: `直径 ${d} 厘米`,
})

export const lengthOf = (l: number): L => ({
  it: `Lunghezza ${l} cm`,
  en: `Length ${l} cm`,
  de: `Länge ${l} cm`,
  es: `Largo ${l} cm`,
  fr: `Longueur ${l} cm`,
  ru: `Длина ${l} см`,
  zh: `长 ${l} 厘米`,
})

export const heightOf = (h: number): L => ({
  it: `Altezza ${h} cm`,
  en: `Height ${h} cm`,
  de: `Höhe ${h} cm`,
  es: `Alto ${h} cm`,
  fr: `Hauteur ${h} cm`,
  ru: `Высота ${h} см`,
  zh: `高 ${h} 厘米`,
})

export const oneSize: L = {
  it: 'Versione unica',
  en: 'Single version',
  de: 'Einheitliche Ausführung',
  es: 'Versión única',
  fr: 'Modèle unique',
  ru: 'Единственная версия',
  zh: '标准款',
}

/** Family names: 'Collezione Astor', 'Astor collection'... */
export const collection = (name: string): L => ({
  it: `Collezione ${name}`,
  en: `${name} collection`,
  de: `Kollektion ${name}`,
  es: `Colección ${name}`,
  fr: `Collection ${name}`,
  ru: `Коллекция ${name}`,
  zh: `${name} 系列`,
})

export const small: L = { it: 'Piccolo', en: 'Small', de: 'Klein', es: 'Pequeño', fr: 'Petit', ru: 'Малый', zh: '小号' }
export const medium: L = { it: 'Medio', en: 'Medium', de: 'Mittel', es: 'Mediano', fr: 'Moyen', ru: 'Средний', zh: '中号' }
export const large: L = { it: 'Grande', en: 'Large', de: 'Groß', es: 'Grande', fr: 'Grand', ru: 'Большой', zh: '大号' }
