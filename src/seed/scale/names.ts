/**
 * Product names: a model name made of two Italian-sounding parts ('Cor' + 'vena') and a
 * series number, put together the way each language names furniture:
 * 'Divano Corvena 3', 'Corvena sofa 3', 'Sofa Corvena 3', 'Corvena 沙发 3'...
 */
import type { L } from '@/seed/data/types'
import type { Locale } from '@/i18n/locales'

const heads = [
  'Al', 'Bel', 'Cor', 'Dal', 'Fel', 'Gal', 'Lor', 'Mar', 'Nor', 'Or', 'Pal', 'Ros', 'Sal', 'Tal', 'Val', 'Ver',
  'Am', 'Bra', 'Cal', 'Fio', 'Lu', 'Mon', 'Ser', 'Ti',
] as const

const tails = ['ena', 'ino', 'ara', 'eto', 'isa', 'one', 'ia', 'avo', 'ente', 'olo', 'ice', 'anda'] as const

/** Every model name, in a fixed shuffled order so neighbours do not look alike. */
export const modelNames: readonly string[] = (() => {
  const all = heads.flatMap((head) => tails.map((tail) => head + tail))
  // 288 names; 89 is coprime with 288, so stepping by it visits every name once.
  return all.map((_, i) => all[(i * 89) % all.length] ?? '')
})()

/**
 * The model name and series number of generated product n (1-based): each model gets
 * series 1, 2, 3... in turn, so the pair is unique for every n.
 */
export function modelOf(n: number): { model: string; series: number } {
  const i = n - 1
  return { model: modelNames[i % modelNames.length] ?? 'Alena', series: Math.floor(i / modelNames.length) + 1 }
}

/** Languages that put the model name before the noun ('Corvena sofa'). */
const modelFirst: ReadonlySet<Locale> = new Set<Locale>(['en', 'zh'])

export function productName(noun: L, model: string, series: number): L {
  const out = {} as L
  for (const locale of Object.keys(noun) as Locale[]) {
    out[locale] = modelFirst.has(locale) ? `${model} ${noun[locale]} ${series}` : `${noun[locale]} ${model} ${series}`
  }
  return out
}
