/**
 * The materials library: nine material categories and the 80 materials of `materialCodes`
 * (keys.ts), each with its swatch drawn at seed time. The data lives in ./materials/, one
 * file per family.
 */
import type { MaterialSeed } from './types'
import { fabrics } from './materials/fabrics'
import { leathers } from './materials/leathers'
import { metals } from './materials/metals'
import { outdoorFabrics } from './materials/outdoorFabrics'
import { artGlass, resins } from './materials/resinsAndGlass'
import { stones } from './materials/stones'
import { surfaces } from './materials/surfaces'
import { woods } from './materials/woods'

export { materialCategories } from './materials/categories'

/** Every material, in category order (PLE, TESS, TESSO, LEGNI, SUPERFICI, PIETRE, METALLI, RESINE, VETRI ARTISTICI). */
export const materials: MaterialSeed[] = [
  ...leathers,
  ...fabrics,
  ...outdoorFabrics,
  ...woods,
  ...surfaces,
  ...stones,
  ...metals,
  ...resins,
  ...artGlass,
]
