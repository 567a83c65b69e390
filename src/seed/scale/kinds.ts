/**
 * What the scale seed can make: one entry per kind of piece, with its name in every
 * language, the category and type it belongs to, typical size and price, the material
 * families it is made of and how its versions differ.
 */
import type { CategoryIdentifier, L, ProductShape, ProductType } from '@/seed/data/types'

export type ProductCategory = Exclude<CategoryIdentifier, 'index'>

/** How the versions of a piece differ: seats, mattress width, length, diameter, S/M/L, rug size. */
export type VariantStyle = 'seats' | 'mattress' | 'bed' | 'length' | 'diameter' | 'sml' | 'rug' | 'one'

export interface ProductKind {
  shape: ProductShape
  category: ProductCategory
  type: ProductType
  noun: L
  /** Base size in cm: length, height, depth, seat height. */
  size: readonly [number, number, number, number?]
  /** List price of the base size, EUR. */
  eur: number
  /** Shipping weight of the base size, kg. */
  kg: number
  variants: VariantStyle
  /** Material category codes it can be made of; the first is always used. */
  materials: readonly string[]
  /** Family keys it fits in (indoor). */
  families: readonly string[]
  /** Can be an outdoor piece (then family 'lido' and outdoor fabrics). */
  outdoor: boolean
  /** How often it appears, relative. */
  weight: number
}

const n = (it: string, en: string, de: string, es: string, fr: string, ru: string, zh: string): L => ({ it, en, de, es, fr, ru, zh })

export const productKinds: readonly ProductKind[] = [
  // sofas and armchairs
  { shape: 'sofa', category: 'sofas-armchairs', type: 'sofa', noun: n('Divano', 'sofa', 'Sofa', 'Sofá', 'Canapé', 'Диван', '沙发'), size: [236, 78, 98, 42], eur: 4200, kg: 95, variants: 'seats', materials: ['TESS', 'PLE', 'LEGNI', 'METALLI'], families: ['astor', 'cirro'], outdoor: true, weight: 10 },
  { shape: 'corner-sofa', category: 'sofas-armchairs', type: 'sofa', noun: n('Divano angolare', 'corner sofa', 'Ecksofa', 'Sofá rinconero', 'Canapé d’angle', 'Угловой диван', '转角沙发'), size: [298, 76, 210, 41], eur: 6900, kg: 160, variants: 'length', materials: ['TESS', 'PLE', 'METALLI'], families: ['astor', 'cirro'], outdoor: false, weight: 4 },
  { shape: 'armchair', category: 'sofas-armchairs', type: 'armchair', noun: n('Poltrona', 'armchair', 'Sessel', 'Butaca', 'Fauteuil', 'Кресло', '扶手椅'), size: [84, 76, 86, 41], eur: 2100, kg: 32, variants: 'one', materials: ['PLE', 'TESS', 'LEGNI', 'METALLI'], families: ['astor', 'cirro', 'tavola'], outdoor: true, weight: 8 },
  { shape: 'daybed', category: 'sofas-armchairs', type: 'daybed', noun: n('Dormeuse', 'daybed', 'Daybed', 'Diván', 'Méridienne', 'Кушетка', '贵妃榻'), size: [190, 70, 80, 40], eur: 3300, kg: 55, variants: 'length', materials: ['TESS', 'PLE', 'LEGNI'], families: ['cirro', 'astor'], outdoor: true, weight: 3 },
  { shape: 'pouf', category: 'sofas-armchairs', type: 'pouf', noun: n('Pouf', 'pouf', 'Pouf', 'Puf', 'Pouf', 'Пуф', '脚凳'), size: [60, 42, 60], eur: 790, kg: 9, variants: 'diameter', materials: ['TESS', 'PLE'], families: ['cirro', 'materia'], outdoor: true, weight: 4 },
  { shape: 'bench', category: 'sofas-armchairs', type: 'bench', noun: n('Panca imbottita', 'upholstered bench', 'Polsterbank', 'Banco tapizado', 'Banc rembourré', 'Мягкая скамья', '软包长凳'), size: [160, 45, 45], eur: 1450, kg: 24, variants: 'length', materials: ['TESS', 'PLE', 'LEGNI'], families: ['cirro', 'astor'], outdoor: true, weight: 2 },
  // beds
  { shape: 'bed', category: 'beds', type: 'bed', noun: n('Letto', 'bed', 'Bett', 'Cama', 'Lit', 'Кровать', '床'), size: [180, 100, 222], eur: 3900, kg: 85, variants: 'bed', materials: ['LEGNI', 'TESS', 'PLE'], families: ['aurora', 'velo', 'riposo'], outdoor: false, weight: 7 },
  { shape: 'bed', category: 'beds', type: 'bed', noun: n('Letto imbottito', 'upholstered bed', 'Polsterbett', 'Cama tapizada', 'Lit rembourré', 'Мягкая кровать', '软包床'), size: [184, 110, 226], eur: 4600, kg: 92, variants: 'bed', materials: ['TESS', 'PLE', 'LEGNI'], families: ['cirro', 'velo', 'selene'], outdoor: false, weight: 5 },
  // mattresses
  { shape: 'mattress', category: 'mattresses', type: 'bed', noun: n('Materasso', 'mattress', 'Matratze', 'Colchón', 'Matelas', 'Матрас', '床垫'), size: [160, 26, 200], eur: 2400, kg: 34, variants: 'mattress', materials: ['TESS'], families: ['riposo'], outdoor: false, weight: 5 },
  // bedroom sets
  { shape: 'nightstand', category: 'bedroom-sets', type: 'furniture', noun: n('Comodino', 'nightstand', 'Nachttisch', 'Mesita de noche', 'Table de chevet', 'Прикроватная тумба', '床头柜'), size: [55, 48, 42], eur: 1250, kg: 19, variants: 'length', materials: ['LEGNI', 'SUPERFICI', 'METALLI', 'PIETRE'], families: ['aurora', 'selene', 'velo'], outdoor: false, weight: 4 },
  { shape: 'wardrobe', category: 'bedroom-sets', type: 'furniture', noun: n('Armadio', 'wardrobe', 'Kleiderschrank', 'Armario', 'Armoire', 'Шкаф', '衣柜'), size: [240, 250, 62], eur: 7800, kg: 240, variants: 'length', materials: ['LEGNI', 'SUPERFICI', 'TESS'], families: ['velo', 'selene', 'aurora'], outdoor: false, weight: 3 },
  { shape: 'dresser', category: 'bedroom-sets', type: 'furniture', noun: n('Cassettiera', 'chest of drawers', 'Kommode', 'Cómoda', 'Commode', 'Комод', '斗柜'), size: [140, 80, 50], eur: 3100, kg: 68, variants: 'length', materials: ['LEGNI', 'SUPERFICI', 'METALLI'], families: ['aurora', 'selene'], outdoor: false, weight: 3 },
  // chairs
  { shape: 'chair', category: 'chairs', type: 'chair', noun: n('Sedia', 'chair', 'Stuhl', 'Silla', 'Chaise', 'Стул', '椅子'), size: [52, 80, 55, 46], eur: 690, kg: 8, variants: 'one', materials: ['LEGNI', 'PLE', 'TESS', 'METALLI'], families: ['tavola'], outdoor: true, weight: 9 },
  { shape: 'chair', category: 'chairs', type: 'armchair', noun: n('Sedia con braccioli', 'carver chair', 'Armlehnstuhl', 'Silla con brazos', 'Chaise à accoudoirs', 'Стул с подлокотниками', '扶手餐椅'), size: [58, 80, 56, 46], eur: 890, kg: 10, variants: 'one', materials: ['LEGNI', 'PLE', 'TESS'], families: ['tavola'], outdoor: true, weight: 4 },
  { shape: 'stool', category: 'chairs', type: 'chair', noun: n('Sgabello', 'stool', 'Hocker', 'Taburete', 'Tabouret', 'Табурет', '高脚凳'), size: [44, 78, 44, 66], eur: 520, kg: 6, variants: 'sml', materials: ['LEGNI', 'METALLI', 'PLE'], families: ['tavola', 'materia'], outdoor: true, weight: 3 },
  // tables and coffee tables
  { shape: 'dining-table', category: 'tables-coffee-tables', type: 'table', noun: n('Tavolo', 'table', 'Tisch', 'Mesa', 'Table', 'Стол', '餐桌'), size: [220, 75, 100], eur: 4800, kg: 88, variants: 'length', materials: ['LEGNI', 'PIETRE', 'SUPERFICI', 'METALLI'], families: ['tavola', 'materia'], outdoor: true, weight: 8 },
  { shape: 'coffee-table', category: 'tables-coffee-tables', type: 'small-table', noun: n('Tavolino', 'coffee table', 'Couchtisch', 'Mesa de centro', 'Table basse', 'Журнальный столик', '茶几'), size: [120, 34, 70], eur: 1900, kg: 38, variants: 'length', materials: ['PIETRE', 'LEGNI', 'METALLI', 'VETRI ARTISTICI'], families: ['materia', 'tavola'], outdoor: true, weight: 6 },
  { shape: 'side-table', category: 'tables-coffee-tables', type: 'small-table', noun: n('Tavolino di servizio', 'side table', 'Beistelltisch', 'Mesa auxiliar', 'Table d’appoint', 'Приставной столик', '边几'), size: [45, 52, 45], eur: 820, kg: 12, variants: 'diameter', materials: ['PIETRE', 'METALLI', 'RESINE', 'LEGNI'], families: ['materia'], outdoor: true, weight: 4 },
  { shape: 'desk', category: 'tables-coffee-tables', type: 'desk', noun: n('Scrivania', 'desk', 'Schreibtisch', 'Escritorio', 'Bureau', 'Письменный стол', '书桌'), size: [150, 75, 70], eur: 2900, kg: 45, variants: 'length', materials: ['LEGNI', 'PLE', 'METALLI'], families: ['tavola'], outdoor: false, weight: 3 },
  // accessories
  { shape: 'vase', category: 'accessories', type: 'accessory', noun: n('Vaso', 'vase', 'Vase', 'Jarrón', 'Vase', 'Ваза', '花瓶'), size: [24, 38, 24], eur: 340, kg: 3, variants: 'sml', materials: ['VETRI ARTISTICI', 'SUPERFICI', 'RESINE', 'PIETRE'], families: ['materia'], outdoor: false, weight: 4 },
  { shape: 'tray', category: 'accessories', type: 'accessory', noun: n('Vassoio', 'tray', 'Tablett', 'Bandeja', 'Plateau', 'Поднос', '托盘'), size: [48, 5, 32], eur: 260, kg: 2, variants: 'sml', materials: ['LEGNI', 'METALLI', 'PLE', 'PIETRE'], families: ['materia', 'ordito'], outdoor: false, weight: 3 },
  { shape: 'cushion', category: 'accessories', type: 'cushion', noun: n('Cuscino', 'cushion', 'Kissen', 'Cojín', 'Coussin', 'Подушка', '靠垫'), size: [50, 15, 50], eur: 190, kg: 1, variants: 'sml', materials: ['TESS', 'PLE'], families: ['ordito', 'cirro'], outdoor: true, weight: 4 },
  { shape: 'bookshelf', category: 'accessories', type: 'bookshelf', noun: n('Libreria', 'bookcase', 'Bücherregal', 'Librería', 'Bibliothèque', 'Книжный стеллаж', '书架'), size: [120, 200, 38], eur: 3600, kg: 75, variants: 'length', materials: ['LEGNI', 'METALLI', 'SUPERFICI'], families: ['tavola', 'materia'], outdoor: false, weight: 3 },
  { shape: 'mirror', category: 'accessories', type: 'mirror', noun: n('Specchio', 'mirror', 'Spiegel', 'Espejo', 'Miroir', 'Зеркало', '镜子'), size: [80, 180, 4], eur: 1100, kg: 22, variants: 'sml', materials: ['METALLI', 'LEGNI', 'PIETRE'], families: ['materia', 'selene'], outdoor: false, weight: 3 },
  // rugs
  { shape: 'rug-rect', category: 'rugs', type: 'rug', noun: n('Tappeto', 'rug', 'Teppich', 'Alfombra', 'Tapis', 'Ковёр', '地毯'), size: [250, 1, 350], eur: 2600, kg: 28, variants: 'rug', materials: ['TESS'], families: ['ordito'], outdoor: true, weight: 6 },
  { shape: 'rug-round', category: 'rugs', type: 'rug', noun: n('Tappeto tondo', 'round rug', 'Runder Teppich', 'Alfombra redonda', 'Tapis rond', 'Круглый ковёр', '圆形地毯'), size: [200, 1, 200], eur: 1900, kg: 17, variants: 'diameter', materials: ['TESS'], families: ['ordito'], outdoor: true, weight: 3 },
  // lighting
  { shape: 'floor-lamp', category: 'lighting', type: 'lighting', noun: n('Lampada da terra', 'floor lamp', 'Stehleuchte', 'Lámpara de pie', 'Lampadaire', 'Торшер', '落地灯'), size: [45, 170, 45], eur: 1350, kg: 12, variants: 'one', materials: ['METALLI', 'VETRI ARTISTICI', 'PIETRE', 'TESS'], families: ['luce'], outdoor: true, weight: 4 },
  { shape: 'table-lamp', category: 'lighting', type: 'lighting', noun: n('Lampada da tavolo', 'table lamp', 'Tischleuchte', 'Lámpara de mesa', 'Lampe de table', 'Настольная лампа', '台灯'), size: [30, 52, 30], eur: 690, kg: 5, variants: 'sml', materials: ['VETRI ARTISTICI', 'METALLI', 'PIETRE', 'SUPERFICI'], families: ['luce', 'materia'], outdoor: false, weight: 4 },
  { shape: 'pendant-lamp', category: 'lighting', type: 'lighting', noun: n('Lampada a sospensione', 'pendant lamp', 'Pendelleuchte', 'Lámpara colgante', 'Suspension', 'Подвесной светильник', '吊灯'), size: [50, 40, 50], eur: 980, kg: 6, variants: 'diameter', materials: ['VETRI ARTISTICI', 'METALLI', 'RESINE'], families: ['luce'], outdoor: false, weight: 4 },
  { shape: 'wall-lamp', category: 'lighting', type: 'lighting', noun: n('Lampada da parete', 'wall lamp', 'Wandleuchte', 'Aplique', 'Applique', 'Настенный светильник', '壁灯'), size: [18, 28, 12], eur: 420, kg: 2, variants: 'sml', materials: ['METALLI', 'VETRI ARTISTICI', 'SUPERFICI'], families: ['luce'], outdoor: true, weight: 3 },
]

export const productCategories: readonly ProductCategory[] = [
  'sofas-armchairs', 'beds', 'mattresses', 'bedroom-sets', 'chairs', 'tables-coffee-tables', 'accessories', 'rugs', 'lighting',
]

export const designerKeys = [
  'marta-ferrandi', 'henrik-aalund', 'kaori-nishimaki', 'camille-vautrin',
  'ines-alcaraz', 'edward-pennock', 'shen-liyuan', 'rafael-duarte-lins',
] as const

export const familyKeys = ['astor', 'aurora', 'selene', 'velo', 'cirro', 'riposo', 'lido', 'tavola', 'materia', 'ordito', 'luce'] as const

export const materialCategoryCodes = ['PLE', 'TESS', 'TESSO', 'LEGNI', 'SUPERFICI', 'PIETRE', 'METALLI', 'RESINE', 'VETRI ARTISTICI'] as const
export type MaterialCategoryCode = (typeof materialCategoryCodes)[number]
