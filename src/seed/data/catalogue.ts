/**
 * The demo catalogue: categories, product families, designers and the 42 products of
 * `productKeys`, with texts in all seven languages. The data lives in ./catalogue/*,
 * one file per category; this module puts it together.
 */
import type { ProductSeed } from './types'
import { accessories } from './catalogue/accessories'
import { bedroomSets } from './catalogue/bedroom'
import { beds } from './catalogue/beds'
import { chairs } from './catalogue/chairs'
import { lighting } from './catalogue/lighting'
import { mattresses } from './catalogue/mattresses'
import { rugs } from './catalogue/rugs'
import { sofasArmchairs } from './catalogue/sofas'
import { tablesCoffeeTables } from './catalogue/tables'

export { categories } from './catalogue/categories'
export { designers } from './catalogue/designers'
export { families } from './catalogue/families'

/** All products, in category order. */
export const products: ProductSeed[] = [
  ...sofasArmchairs,
  ...beds,
  ...mattresses,
  ...bedroomSets,
  ...chairs,
  ...tablesCoffeeTables,
  ...accessories,
  ...rugs,
  ...lighting,
]
