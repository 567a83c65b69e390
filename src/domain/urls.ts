import { folders, type FolderName } from '@/i18n/folders'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** Collections whose documents live in a localized folder. */
const folderOf = {
  products: 'products',
  categories: 'categories',
  materials: 'materials',
  moods: 'moods',
  projects: 'projects',
  stories: 'stories',
  designers: 'designers',
  stores: 'stores',
} as const satisfies Record<string, FolderName>

export type RoutedCollection = keyof typeof folderOf | 'pages'

const homeSlugs = new Set(['homepage', 'homepage-china', 'index'])

/** The language home: `/` for Italian, `/{lang}` otherwise. */
export function homeUrl(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}`
}

export function folderUrl(locale: Locale, folder: FolderName): string {
  return `/${locale}/${folders[folder][locale]}/`
}

/** The one canonical path of a document in a language. Listings (categories) end with a slash. */
export function documentUrl(locale: Locale, collection: RoutedCollection, slug: string): string {
  if (collection === 'pages') return homeSlugs.has(slug) ? homeUrl(locale) : `/${locale}/${slug}`
  const path = `/${locale}/${folders[folderOf[collection]][locale]}/${slug}`
  return collection === 'categories' ? `${path}/` : path
}
