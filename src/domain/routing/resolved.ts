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

export type StoryCategory = Story['category']

/** A document page, with its collection, loaded at depth 2 in the visitor's language. */
export type DocumentContent =
  | { collection: 'products'; doc: Product }
  | { collection: 'materials'; doc: Material }
  | { collection: 'moods'; doc: Mood }
  | { collection: 'projects'; doc: Project }
  | { collection: 'stories'; doc: Story }
  | { collection: 'designers'; doc: Designer }
  | { collection: 'stores'; doc: Store }

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
