import type { Localized } from './locales'

/** Localized folder names: the first path segment after the language (spec §2). */
export const folders = {
  categories: { it: 'categorie', en: 'categories', de: 'kategorien', es: 'categorías', fr: 'catégories', ru: 'категории', zh: 'categories' },
  products: { it: 'prodotti', en: 'products', de: 'produkte', es: 'productos', fr: 'produits', ru: 'продукты', zh: 'products' },
  materials: { it: 'materiali', en: 'materials', de: 'materialien', es: 'materiales', fr: 'materiaux', ru: 'материалы', zh: 'materials' },
  moods: { it: 'moods', en: 'moods', de: 'moods', es: 'moods', fr: 'moods', ru: 'moods', zh: 'moods' },
  projects: { it: 'progetti', en: 'projects', de: 'projekte', es: 'proyectos', fr: 'projets', ru: 'проекты', zh: 'projects' },
  stories: { it: 'storie', en: 'stories', de: 'geschichten', es: 'historias', fr: 'histoires', ru: 'истории', zh: 'stories' },
  designers: { it: 'designer', en: 'designers', de: 'designer', es: 'disenadores', fr: 'designers', ru: 'дизайнеры', zh: 'designers' },
  downloads: { it: 'download', en: 'downloads', de: 'downloads', es: 'descargas', fr: 'telechargements', ru: 'загрузки', zh: 'downloads' },
  stores: { it: 'stores', en: 'stores', de: 'stores', es: 'stores', fr: 'stores', ru: 'stores', zh: 'stores' },
} as const satisfies Record<string, Localized<string>>

export type FolderName = keyof typeof folders
