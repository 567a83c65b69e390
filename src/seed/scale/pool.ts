/**
 * The small set of pictures every generated document shares: a studio and a detail picture
 * per product shape, a few swatches per material family and a few ambience scenes. Drawn
 * once, small, with the procedural generators; never one picture per document.
 */
import type { L, ProductImageSpec, ProductShape, SceneSpec, SwatchSpec } from '@/seed/data/types'
import { productKinds, materialCategoryCodes, type MaterialCategoryCode, type ProductCategory } from './kinds'
import { colourWords, materialTypes } from './materialWords'

export type SceneKind = Extract<SceneSpec['kind'], 'living' | 'bedroom' | 'dining' | 'outdoor' | 'showroom'>

export interface PoolImage<Spec> {
  fileName: string
  alt: L
  spec: Spec
}

const n = (it: string, en: string, de: string, es: string, fr: string, ru: string, zh: string): L => ({ it, en, de, es, fr, ru, zh })

/** Upholstery/body colour and accent per shape, in the brand's palette. */
const palette: readonly (readonly [string, string])[] = [
  ['#a89984', '#2f2a26'], ['#c9b9a3', '#5b3f2c'], ['#8a5a3b', '#3b2a20'], ['#d9c7ae', '#7a5a43'],
  ['#5f6b5a', '#d9cdb6'], ['#b08a62', '#4a3b30'], ['#efe8dc', '#a88a66'], ['#7d8b74', '#c2b39f'],
]

/** One entry per product shape, with the name of the first kind drawn that way as alt text. */
export const productShapesInUse: readonly { shape: ProductShape; noun: L }[] = productKinds
  .filter((kind, i) => productKinds.findIndex((other) => other.shape === kind.shape) === i)
  .map((kind) => ({ shape: kind.shape, noun: kind.noun }))

export function productPoolImages(): { studio: PoolImage<ProductImageSpec>; detail: PoolImage<ProductImageSpec> }[] {
  return productShapesInUse.map(({ shape, noun }, i) => {
    const [colour = '#a89984', accent = '#2f2a26'] = palette[i % palette.length] ?? []
    const spec: ProductImageSpec = { shape, colour, accent }
    return {
      studio: { fileName: `scale-${shape}.jpg`, alt: noun, spec },
      detail: { fileName: `scale-${shape}-detail.jpg`, alt: noun, spec },
    }
  })
}

/** Swatches per material family: 24 in all. */
const swatchesPerFamily: Record<MaterialCategoryCode, number> = {
  PLE: 3, TESS: 4, TESSO: 2, LEGNI: 3, SUPERFICI: 2, PIETRE: 3, METALLI: 3, RESINE: 2, 'VETRI ARTISTICI': 2,
}

const swatchColours = ['sand', 'brown', 'grey', 'green', 'ivory', 'blue', 'anthracite', 'red'] as const

export function swatchPoolImages(): { category: MaterialCategoryCode; image: PoolImage<SwatchSpec> }[] {
  return materialCategoryCodes.flatMap((category, c) =>
    Array.from({ length: swatchesPerFamily[category] }, (_, i) => {
      const types = materialTypes[category]
      const type = types[i % types.length] ?? types[0]
      if (!type) throw new Error(`No material types for ${category}`)
      const colour = colourWords[swatchColours[(c + i) % swatchColours.length] ?? 'sand']
      const accent = colourWords[swatchColours[(c + i + 3) % swatchColours.length] ?? 'grey']
      const file = category.toLowerCase().replace(/\s+/g, '-')
      return {
        category,
        image: {
          fileName: `scale-swatch-${file}-${i + 1}.jpg`,
          alt: type.type,
          spec: { kind: type.swatch, hex: colour.hex, accent: accent.hex, seed: 500 + c * 10 + i },
        },
      }
    }),
  )
}

const sceneNames: Record<SceneKind, L> = {
  living: n('Soggiorno', 'Living room', 'Wohnzimmer', 'Salón', 'Salon', 'Гостиная', '客厅'),
  bedroom: n('Camera da letto', 'Bedroom', 'Schlafzimmer', 'Dormitorio', 'Chambre', 'Спальня', '卧室'),
  dining: n('Sala da pranzo', 'Dining room', 'Esszimmer', 'Comedor', 'Salle à manger', 'Столовая', '餐厅'),
  outdoor: n('Terrazza', 'Terrace', 'Terrasse', 'Terraza', 'Terrasse', 'Терраса', '露台'),
  showroom: n('Showroom', 'Showroom', 'Showroom', 'Showroom', 'Showroom', 'Шоурум', '展厅'),
}

const scenePlan: readonly SceneKind[] = ['living', 'living', 'bedroom', 'dining', 'outdoor', 'showroom']

export function scenePoolImages(): { kind: SceneKind; image: PoolImage<SceneSpec> }[] {
  return scenePlan.map((kind, i) => ({
    kind,
    image: {
      fileName: `scale-scene-${kind}-${i + 1}.jpg`,
      alt: sceneNames[kind],
      spec: { kind, palette: ['#ece7df', '#c9b9a3', palette[i]?.[0] ?? '#a89984', palette[i]?.[1] ?? '#2f2a26', '#3b3a36'], seed: 7000 + i },
    },
  }))
}

/** The room a product's ambience picture shows. */
export function sceneOf(category: ProductCategory, outdoor: boolean): SceneKind {
  if (outdoor) return 'outdoor'
  if (category === 'beds' || category === 'mattresses' || category === 'bedroom-sets') return 'bedroom'
  if (category === 'chairs' || category === 'tables-coffee-tables') return 'dining'
  if (category === 'lighting' || category === 'accessories') return 'showroom'
  return 'living'
}
