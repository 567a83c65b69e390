/**
 * The demo catalogue's fixed identifiers, so that catalogue, materials and editorial data
 * files can refer to each other. Each data file must use exactly these.
 */
export const productKeys = {
  'sofas-armchairs': ['astor-sofa', 'astor-corner-sofa', 'bruma-sofa', 'lido-armchair', 'nuvola-armchair', 'onda-daybed', 'sasso-pouf', 'riva-bench'],
  beds: ['aurora-bed', 'selene-bed', 'notturno-bed', 'velo-bed', 'cirro-bed'],
  mattresses: ['quiete-mattress', 'sonno-mattress', 'brezza-mattress'],
  'bedroom-sets': ['aurora-nightstand', 'selene-dresser', 'velo-wardrobe', 'cirro-bench'],
  chairs: ['margherita-chair', 'vela-chair', 'giunco-stool', 'brera-armchair', 'corte-chair'],
  'tables-coffee-tables': ['tavola-dining-table', 'ellisse-table', 'pietra-coffee-table', 'satellite-side-table', 'scrittoio-desk', 'isola-coffee-table'],
  accessories: ['specchio-mirror', 'libreria-bookshelf', 'anfora-vase', 'cuscino-cushion'],
  rugs: ['duna-rug', 'luna-rug', 'trama-rug'],
  lighting: ['faro-floor-lamp', 'goccia-pendant', 'lume-table-lamp', 'eco-wall-lamp'],
} as const

export type ProductKey = (typeof productKeys)[keyof typeof productKeys][number]

const range = (prefix: string, from: number, to: number, width = 2): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix} ${String(from + index).padStart(width, '0')}`)

/** 80 material codes over the nine material categories. */
export const materialCodes = {
  PLE: range('PLE', 1, 12),
  TESS: range('TESS', 101, 116, 3),
  TESSO: range('TESSO', 1, 8),
  LEGNI: range('LEGNI', 1, 10),
  SUPERFICI: range('SUPERFICI', 1, 8),
  PIETRE: range('PIETRE', 1, 10),
  METALLI: range('METALLI', 1, 8),
  RESINE: range('RESINE', 1, 4),
  'VETRI ARTISTICI': range('VETRI ARTISTICI', 1, 4),
} as const

export const allMaterialCodes: string[] = Object.values(materialCodes).flat()
