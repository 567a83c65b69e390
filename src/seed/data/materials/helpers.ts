/**
 * Small builders shared by the material data files: textile compositions, stone slab
 * specifications and the usage flags that recur across materials.
 */
import type { L, Usage } from '../types'

// ---------- usage ----------

export const indoor: Usage = { indoor: true, openAir: false, outdoor: false, newArrival: false }
export const indoorNew: Usage = { ...indoor, newArrival: true }
/** Suitable for covered terraces and porches, not for full exposure. */
export const openAir: Usage = { ...indoor, openAir: true }
export const openAirNew: Usage = { ...openAir, newArrival: true }
/** Lives outside all year round. */
export const outdoor: Usage = { indoor: true, openAir: true, outdoor: true, newArrival: false }
export const outdoorNew: Usage = { ...outdoor, newArrival: true }
/** Made for the outdoor collections (solution-dyed performance fabrics): catalogued for outside, not for the living room. */
export const outdoorOnly: Usage = { ...outdoor, indoor: false }
export const outdoorOnlyNew: Usage = { ...outdoorOnly, newArrival: true }

// ---------- textile compositions ----------

const fibres = {
  wool: { it: 'lana', en: 'wool', de: 'Wolle', es: 'lana', fr: 'laine', ru: 'шерсть', zh: '羊毛' },
  polyamide: { it: 'poliammide', en: 'polyamide', de: 'Polyamid', es: 'poliamida', fr: 'polyamide', ru: 'полиамид', zh: '聚酰胺' },
  cotton: { it: 'cotone', en: 'cotton', de: 'Baumwolle', es: 'algodón', fr: 'coton', ru: 'хлопок', zh: '棉' },
  viscose: { it: 'viscosa', en: 'viscose', de: 'Viskose', es: 'viscosa', fr: 'viscose', ru: 'вискоза', zh: '粘胶纤维' },
  linen: { it: 'lino', en: 'linen', de: 'Leinen', es: 'lino', fr: 'lin', ru: 'лён', zh: '亚麻' },
  polyester: { it: 'poliestere', en: 'polyester', de: 'Polyester', es: 'poliéster', fr: 'polyester', ru: 'полиэстер', zh: '聚酯纤维' },
  acrylic: { it: 'acrilico', en: 'acrylic', de: 'Polyacryl', es: 'acrílico', fr: 'acrylique', ru: 'акрил', zh: '腈纶' },
  cashmere: { it: 'cashmere', en: 'cashmere', de: 'Kaschmir', es: 'cachemir', fr: 'cachemire', ru: 'кашемир', zh: '羊绒' },
  olefin: { it: 'olefina', en: 'olefin', de: 'Olefin', es: 'olefina', fr: 'oléfine', ru: 'олефин', zh: '烯烃纤维' },
  recycledOlefin: {
    it: 'olefina riciclata',
    en: 'recycled olefin',
    de: 'recyceltes Olefin',
    es: 'olefina reciclada',
    fr: 'oléfine recyclée',
    ru: 'переработанный олефин',
    zh: '再生烯烃纤维',
  },
  recycledPolyester: {
    it: 'poliestere riciclato',
    en: 'recycled polyester',
    de: 'recyceltes Polyester',
    es: 'poliéster reciclado',
    fr: 'polyester recyclé',
    ru: 'переработанный полиэстер',
    zh: '再生聚酯纤维',
  },
  solutionDyedAcrylic: {
    it: 'acrilico tinto in massa',
    en: 'solution-dyed acrylic',
    de: 'spinndüsengefärbtes Polyacryl',
    es: 'acrílico teñido en masa',
    fr: 'acrylique teint dans la masse',
    ru: 'акрил, окрашенный в массе',
    zh: '原液染色腈纶',
  },
  trevira: {
    it: 'poliestere Trevira CS',
    en: 'Trevira CS polyester',
    de: 'Trevira-CS-Polyester',
    es: 'poliéster Trevira CS',
    fr: 'polyester Trevira CS',
    ru: 'полиэстер Trevira CS',
    zh: 'Trevira CS 阻燃聚酯纤维',
  },
  pvc: { it: 'PVC', en: 'PVC', de: 'PVC', es: 'PVC', fr: 'PVC', ru: 'ПВХ', zh: 'PVC' },
} satisfies Record<string, L>

export type Fibre = keyof typeof fibres

/** A fibre composition such as '62% wool, 38% polyamide', written the way each language writes it. */
export function fibreMix(...parts: [percent: number, fibre: Fibre][]): L {
  const total = parts.reduce((sum, [percent]) => sum + percent, 0)
  if (total !== 100) throw new Error(`Fibre composition adds up to ${total}%`)
  const join = (locale: keyof L, percent: (n: number) => string, separator = ', '): string =>
    parts.map(([n, fibre]) => `${percent(n)}${fibres[fibre][locale]}`).join(separator)
  return {
    it: join('it', (n) => `${n}% `),
    en: join('en', (n) => `${n}% `),
    de: join('de', (n) => `${n} % `),
    es: join('es', (n) => `${n} % `),
    fr: join('fr', (n) => `${n} % `),
    ru: join('ru', (n) => `${n}% `),
    zh: join('zh', (n) => `${n}%`, '，'),
  }
}

// ---------- stone slabs ----------

const finishes = {
  honed: { it: 'levigata', en: 'honed', de: 'geschliffen', es: 'apomazado', fr: 'adoucie', ru: 'шлифованная', zh: '哑光研磨面' },
  polished: { it: 'lucida', en: 'polished', de: 'poliert', es: 'pulido', fr: 'polie', ru: 'полированная', zh: '抛光面' },
  brushed: { it: 'spazzolata', en: 'brushed', de: 'gebürstet', es: 'cepillado', fr: 'brossée', ru: 'брашированная', zh: '仿古刷面' },
} satisfies Record<string, L>

/** A slab of the given stone: finish and thickness in mm. */
export function slab(stone: L, finish: keyof typeof finishes, mm: number): L {
  const f = finishes[finish]
  return {
    it: `${stone.it}, finitura ${f.it}, spessore ${mm} mm`,
    en: `${stone.en}, ${f.en} finish, ${mm} mm thick`,
    de: `${stone.de}, Oberfläche ${f.de}, ${mm} mm stark`,
    es: `${stone.es}, acabado ${f.es}, ${mm} mm de grosor`,
    fr: `${stone.fr}, finition ${f.fr}, épaisseur ${mm} mm`,
    ru: `${stone.ru}, ${f.ru} поверхность, толщина ${mm} мм`,
    zh: `${stone.zh}，${f.zh}，厚 ${mm} 毫米`,
  }
}
