import type { L, SceneSpec } from './types'

/** A slot of a demo mixer scene: where it sits on the picture and which families it takes. */
export interface MixerSlotSeed {
  code: string
  name: L
  x: number
  y: number
  outdoor: boolean
  /** Material family codes (`materialCategories`). */
  accepts: string[]
}

export interface MixerSceneSeed {
  code: string
  name: L
  picture: SceneSpec
  slots: MixerSlotSeed[]
}

const slot = (code: string, name: L, x: number, y: number, accepts: string[], outdoor = false): MixerSlotSeed => ({ code, name, x, y, accepts, outdoor })

const upholstery: L = { it: 'Rivestimento', en: 'Upholstery', de: 'Bezug', es: 'Tapizado', fr: 'Revêtement', ru: 'Обивка', zh: '软包面料' }
const cushions: L = { it: 'Cuscini', en: 'Cushions', de: 'Kissen', es: 'Cojines', fr: 'Coussins', ru: 'Подушки', zh: '靠垫' }
const legs: L = { it: 'Piedini', en: 'Legs', de: 'Füße', es: 'Patas', fr: 'Pieds', ru: 'Ножки', zh: '椅脚' }
const tableTop: L = { it: 'Piano del tavolo', en: 'Table top', de: 'Tischplatte', es: 'Sobre de mesa', fr: 'Plateau de table', ru: 'Столешница', zh: '桌面' }
const rug: L = { it: 'Tappeto', en: 'Rug', de: 'Teppich', es: 'Alfombra', fr: 'Tapis', ru: 'Ковёр', zh: '地毯' }
const wall: L = { it: 'Parete', en: 'Wall', de: 'Wand', es: 'Pared', fr: 'Mur', ru: 'Стена', zh: '墙面' }
const structure: L = { it: 'Struttura', en: 'Structure', de: 'Gestell', es: 'Estructura', fr: 'Structure', ru: 'Каркас', zh: '框架' }
const parasol: L = { it: 'Ombrellone', en: 'Parasol', de: 'Sonnenschirm', es: 'Sombrilla', fr: 'Parasol', ru: 'Зонт', zh: '遮阳伞' }
const floor: L = { it: 'Pavimento', en: 'Floor', de: 'Boden', es: 'Suelo', fr: 'Sol', ru: 'Пол', zh: '地面' }

/** Two demo interiors: a living room and a terrace over the sea (every slot outdoors). */
export const mixerScenes: MixerSceneSeed[] = [
  {
    code: 'living',
    name: { it: 'Soggiorno luminoso', en: 'Light-filled living room', de: 'Helles Wohnzimmer', es: 'Salón luminoso', fr: 'Séjour lumineux', ru: 'Светлая гостиная', zh: '明亮客厅' },
    picture: { kind: 'living', palette: ['#ece6dc', '#c9b79c', '#8a7d5a', '#3b332c'], seed: 7100 },
    slots: [
      slot('upholstery', upholstery, 74, 66, ['PLE', 'TESS', 'TESSO']),
      slot('cushions', cushions, 64, 57, ['TESS', 'PLE', 'TESSO']),
      slot('legs', legs, 92, 83, ['LEGNI', 'METALLI']),
      slot('top', tableTop, 66, 80, ['PIETRE', 'LEGNI', 'SUPERFICI', 'VETRI ARTISTICI', 'RESINE']),
      slot('rug', rug, 40, 88, ['TESS']),
      slot('wall', wall, 45, 30, ['SUPERFICI', 'RESINE', 'LEGNI']),
    ],
  },
  {
    code: 'terrace',
    name: { it: 'Terrazza sul mare', en: 'Terrace by the sea', de: 'Terrasse am Meer', es: 'Terraza frente al mar', fr: 'Terrasse face à la mer', ru: 'Терраса у моря', zh: '海景露台' },
    picture: { kind: 'outdoor', palette: ['#ece6dc', '#c9b79c', '#8a7d5a', '#3b332c'], seed: 7100 },
    slots: [
      slot('upholstery', upholstery, 20, 77, ['TESSO', 'TESS', 'PLE'], true),
      slot('cushions', cushions, 50, 71, ['TESSO', 'TESS'], true),
      slot('structure', structure, 68, 88, ['METALLI', 'LEGNI'], true),
      slot('top', tableTop, 37, 74, ['PIETRE', 'SUPERFICI', 'RESINE'], true),
      slot('parasol', parasol, 80, 21, ['TESSO', 'TESS'], true),
      slot('floor', floor, 86, 93, ['PIETRE', 'SUPERFICI'], true),
    ],
  },
]
