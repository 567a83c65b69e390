import type { FolderName } from '@/i18n/folders'

/**
 * Which collection lives under which localized folder: the one table that the URL builder
 * (collection → folder, src/domain/urls.ts) and the path resolver (folder → collection,
 * src/data/routing/) both read. Items are `/{lang}/{folder}/{slug}`; product categories are
 * the sub-folders of `categories`, `/{lang}/{folder}/{slug}/`.
 */
export const folderOf = {
  products: 'products',
  categories: 'categories',
  materials: 'materials',
  moods: 'moods',
  projects: 'projects',
  stories: 'stories',
  designers: 'designers',
  stores: 'stores',
} as const satisfies Record<string, FolderName>

export type FolderCollection = keyof typeof folderOf
export type RoutedCollection = FolderCollection | 'pages'
/** Collections whose documents are a folder's items, `/{lang}/{folder}/{slug}`. */
export type ItemCollection = Exclude<FolderCollection, 'categories'>

const isFolderCollection = (key: string): key is FolderCollection => Object.hasOwn(folderOf, key)
const isItemCollection = (collection: FolderCollection): collection is ItemCollection => collection !== 'categories'

export const folderCollections: readonly FolderCollection[] = Object.keys(folderOf).filter(isFolderCollection)
export const routedCollections: readonly RoutedCollection[] = [...folderCollections, 'pages']
const itemCollections: readonly ItemCollection[] = folderCollections.filter(isItemCollection)

/** The collection whose documents are the items of a folder; none where the folder holds sub-folders only (categories, downloads). */
export function itemCollectionIn(folder: FolderName): ItemCollection | undefined {
  return itemCollections.find((collection) => folderOf[collection] === folder)
}

/** Collections whose documents are the sub-folders of a folder, `/{lang}/{folder}/{slug}/`, with their folder. */
export const subFolderCollections = {
  categories: 'categories',
  materials: 'material-categories',
  downloads: 'download-categories',
} as const satisfies Partial<Record<FolderName, string>>

/** The items an old address reaches through a sub-folder, `/{lang}/{folder}/{sub}/{slug}` (one hop to their own address). */
export const subFolderItems = {
  categories: 'products',
  materials: 'materials',
  stories: 'stories',
} as const satisfies Partial<Record<FolderName, ItemCollection>>

/** Narrows a folder to one of a table's keys. */
export function isFolderIn<T extends object>(table: T, folder: FolderName): folder is FolderName & keyof T {
  return Object.hasOwn(table, folder)
}
