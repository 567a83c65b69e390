import type { FolderName } from '@/i18n/folders'
import type { Locale } from '@/i18n/locales'
import type {
  Category,
  Designer,
  DownloadCategory,
  Material,
  MaterialCategory,
  Mood,
  Page,
  Product,
  Project,
  Store,
  Story,
} from '@/payload-types'
import type { ItemCollection } from './folderCollections'

export type StoryCategory = Story['category']

/** The generated type of each folder's items (a collection added to the folder table without one here fails to compile). */
export interface ItemDocuments {
  products: Product
  materials: Material
  moods: Mood
  projects: Project
  stories: Story
  designers: Designer
  stores: Store
}

/** A document page, with its collection, loaded at depth 2 in the visitor's language; one member per collection. */
export type DocumentContent<C extends ItemCollection = ItemCollection> = { [K in C]: { collection: K; doc: ItemDocuments[K] } }[C]

/** What a path shows once the database has been asked. */
export type ResolvedContent =
  | { kind: 'home'; page: Page | null }
  | { kind: 'page'; page: Page }
  /** A folder index: its landing page (a page whose slug is the folder name) and its listing. */
  | { kind: 'section'; folder: FolderName; page: Page | null }
  | ({ kind: 'document' } & DocumentContent)
  | { kind: 'category'; category: Category }
  | { kind: 'materialCategory'; category: MaterialCategory }
  | { kind: 'downloadCategory'; category: DownloadCategory }
  | { kind: 'storyCategory'; category: StoryCategory }
  | { kind: 'moodArchive' }

export interface Crumb {
  name: string
  /** Decoded site path, e.g. `/ru/категории/`. */
  path: string
}

export interface Resolved {
  locale: Locale
  content: ResolvedContent
  /** Canonical path in this language (decoded). */
  path: string
  /** The same content's path in every language where it exists and is not hidden (this one included). */
  alternates: Partial<Record<Locale, string>>
  /** Home first, this page last. */
  breadcrumbs: Crumb[]
  title: string
  description: string | null
  noIndex: boolean
}
