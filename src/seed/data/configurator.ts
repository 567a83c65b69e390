import { prices } from './catalogue/helpers'
import type { L, Market } from './types'

/** A configurable part of a demo product: its families and single materials, and the families that cost more on it (EUR). */
export interface ConfigPartSeed {
  code: string
  name: L
  /** MaterialCategorySeed.code */
  categories: string[]
  /** MaterialSeed.code */
  materials: string[]
  surcharges: { category: string; eur: number }[]
}

export interface ConfigOptionSeed {
  code: string
  name: L
  /** Price difference in EUR; the other markets follow the catalogue's exchange factors. */
  eur: number
  onlyVersions: string[]
  excludes: string[]
}

export interface ConfigSeed {
  parts: ConfigPartSeed[]
  options: ConfigOptionSeed[]
}

/** A price difference in every market from the euro one (no difference stays none in every market). */
export const deltaFromEur = (eur: number): Record<Market, number> => (eur === 0 ? { eu: 0, uk: 0, us: 0, ch: 0, cn: 0 } : prices(eur))

const upholstery: L = { it: 'Rivestimento', en: 'Upholstery', de: 'Bezug', es: 'Tapizado', fr: 'Revêtement', ru: 'Обивка', zh: '软包面料' }
const cushions: L = { it: 'Cuscini', en: 'Cushions', de: 'Kissen', es: 'Cojines', fr: 'Coussins', ru: 'Подушки', zh: '靠垫' }
const legs: L = { it: 'Piedini', en: 'Legs', de: 'Füße', es: 'Patas', fr: 'Pieds', ru: 'Ножки', zh: '椅脚' }
const base: L = { it: 'Basamento', en: 'Base', de: 'Sockel', es: 'Base', fr: 'Socle', ru: 'Основание', zh: '底座' }
const frame: L = { it: 'Struttura', en: 'Frame', de: 'Gestell', es: 'Estructura', fr: 'Structure', ru: 'Каркас', zh: '框架' }

const featherFill: L = { it: "Imbottitura in piuma d'oca", en: 'Goose-down filling', de: 'Füllung aus Gänsedaunen', es: 'Relleno de plumón de oca', fr: 'Garnissage en duvet d’oie', ru: 'Наполнение из гусиного пуха', zh: '鹅绒填充' }
const scatterCushions: L = { it: 'Due cuscini decorativi', en: 'Two scatter cushions', de: 'Zwei Dekokissen', es: 'Dos cojines decorativos', fr: 'Deux coussins décoratifs', ru: 'Две декоративные подушки', zh: '两个装饰靠垫' }
const sofaBed: L = { it: 'Meccanismo letto', en: 'Sofa-bed mechanism', de: 'Bettfunktion', es: 'Mecanismo de sofá cama', fr: 'Mécanisme convertible', ru: 'Механизм трансформации в кровать', zh: '沙发床机构' }
const stainGuard: L = { it: 'Trattamento antimacchia', en: 'Stain protection', de: 'Fleckschutz', es: 'Tratamiento antimanchas', fr: 'Traitement anti-taches', ru: 'Защита от пятен', zh: '防污处理' }
const cornerLeft: L = { it: 'Angolo a sinistra', en: 'Corner on the left', de: 'Ecke links', es: 'Esquina a la izquierda', fr: 'Angle à gauche', ru: 'Угол слева', zh: '左侧转角' }
const cornerRight: L = { it: 'Angolo a destra', en: 'Corner on the right', de: 'Ecke rechts', es: 'Esquina a la derecha', fr: 'Angle à droite', ru: 'Угол справа', zh: '右侧转角' }
const castors: L = { it: 'Ruote nascoste', en: 'Hidden castors', de: 'Verdeckte Rollen', es: 'Ruedas ocultas', fr: 'Roulettes cachées', ru: 'Скрытые колёсики', zh: '隐藏式脚轮' }
const footstool: L = { it: 'Poggiapiedi abbinato', en: 'Matching footstool', de: 'Passender Hocker', es: 'Reposapiés a juego', fr: 'Repose-pieds assorti', ru: 'Пуф для ног в комплект', zh: '配套脚凳' }
const headrest: L = { it: 'Poggiatesta', en: 'Headrest cushion', de: 'Nackenkissen', es: 'Cojín reposacabezas', fr: 'Coussin appui-tête', ru: 'Подушка-подголовник', zh: '头枕' }

const part = (code: string, name: L, categories: string[], materials: string[], surcharges: ConfigPartSeed['surcharges'] = []): ConfigPartSeed => ({ code, name, categories, materials, surcharges })
const option = (code: string, name: L, eur: number, onlyVersions: string[] = [], excludes: string[] = []): ConfigOptionSeed => ({ code, name, eur, onlyVersions, excludes })

/**
 * The demo's configurable products (ProductSeed.key): two sofa families (Astor, Cirro's Bruma)
 * and an armchair. The first part dresses the body, the second the cushions, the third the legs
 * or base (the preview follows this order).
 */
export const configurations: Record<string, ConfigSeed> = {
  'astor-sofa': {
    parts: [
      part('upholstery', upholstery, ['TESS', 'PLE'], [], [{ category: 'PLE', eur: 1200 }]),
      part('cushions', cushions, ['TESS'], ['PLE 01', 'PLE 04'], [{ category: 'PLE', eur: 400 }]),
      part('base', base, [], ['METALLI 02', 'METALLI 03', 'METALLI 06']),
    ],
    options: [
      option('feather', featherFill, 450, [], ['sofa-bed']),
      option('scatter', scatterCushions, 180),
      option('sofa-bed', sofaBed, 1350, ['AV-SOF-001-236'], ['feather']),
      option('stain-guard', stainGuard, 220),
    ],
  },
  'astor-corner-sofa': {
    parts: [
      part('upholstery', upholstery, ['TESS', 'PLE'], [], [{ category: 'PLE', eur: 1900 }]),
      part('cushions', cushions, ['TESS'], ['PLE 02', 'PLE 05'], [{ category: 'PLE', eur: 600 }]),
      part('base', base, [], ['METALLI 02', 'METALLI 03']),
    ],
    options: [
      option('corner-left', cornerLeft, 0, [], ['corner-right']),
      option('corner-right', cornerRight, 0, [], ['corner-left']),
      option('feather', featherFill, 650),
      option('stain-guard', stainGuard, 320),
    ],
  },
  'bruma-sofa': {
    parts: [
      part('upholstery', upholstery, ['TESS'], ['PLE 03', 'PLE 08'], [{ category: 'PLE', eur: 1500 }]),
      part('cushions', cushions, ['TESS'], []),
      part('legs', legs, ['LEGNI'], []),
    ],
    options: [
      option('feather', featherFill, 520),
      option('castors', castors, 260, ['AV-SOF-003-228', 'AV-SOF-003-268']),
      option('scatter', scatterCushions, 180),
    ],
  },
  'lido-armchair': {
    parts: [
      part('cushions', cushions, ['TESSO'], []),
      part('cushions-back', { it: 'Cuscino dello schienale', en: 'Back cushion', de: 'Rückenkissen', es: 'Cojín del respaldo', fr: 'Coussin de dossier', ru: 'Подушка спинки', zh: '靠背垫' }, ['TESSO'], []),
      part('frame', frame, [], ['LEGNI 09', 'LEGNI 10', 'METALLI 06'], [{ category: 'METALLI', eur: 240 }]),
    ],
    options: [
      option('footstool', footstool, 690),
      option('headrest', headrest, 95, ['AV-SOF-004-LB']),
    ],
  },
}
