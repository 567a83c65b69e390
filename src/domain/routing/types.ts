import type { FolderName } from '@/i18n/folders'
import type { Locale } from '@/i18n/locales'

/** Views of the `/{lang}/user/...` area, reserved for the accounts work (spec §2). */
export const userViews = [
  'login',
  'signin',
  'recovery-psw',
  'thankyou',
  'profile',
  'edit-profile',
  'sso-error',
  'wishlist',
  'download-wishlist',
  'downloads',
  'moodboards',
] as const
export type UserView = (typeof userViews)[number]

/** First segments that are routes of their own and can never be a page slug or folder. */
export const reservedSegments = ['search', 'moodboard', 'user', 'pages', 'index', 'homepage', 'newsletter', 'api', 'admin', 'builds', '_next', 'priced', 'filtered', 'mixer', 'access', 'configurator'] as const

/** What a canonical path shows, before any database lookup. */
export type Target =
  /** `/`, `/{lang}`: the home document ('homepage', or 'homepage-china' in the China variant). */
  | { kind: 'home'; slug: 'homepage' | 'homepage-china' }
  /** `/{lang}/{slug}`: a generic content page. */
  | { kind: 'page'; slug: string }
  /** `/{lang}/{folder}/`: a section index (the folder's landing page and its listing). */
  | { kind: 'section'; folder: FolderName }
  /** `/{lang}/{folder}/{slug}`: one document of the folder's collection. */
  | { kind: 'item'; folder: FolderName; slug: string }
  /** `/{lang}/{folder}/{sub_folder}/`: a sub-folder page (a category, a story category...). */
  | { kind: 'subFolder'; folder: FolderName; subFolder: string }
  /** `/{lang}/{folder}/{sub_folder}/{sub_slug}`: an item reached through its sub-folder. */
  | { kind: 'subItem'; folder: FolderName; subFolder: string; slug: string }
  /** `/{lang}/{folder}/{sub_folder}/{sub_sub_folder}/`. */
  | { kind: 'subSubFolder'; folder: FolderName; subFolder: string; subSubFolder: string }
  /** `/{lang}/{folder}/{sub_folder}/{sub_sub_folder}/{sub_sub_slug}`. */
  | { kind: 'subSubItem'; folder: FolderName; subFolder: string; subSubFolder: string; slug: string }
  /** Deeper paths (the spec's `preventfolder` catch-all) and first segments that are no folder. */
  | { kind: 'unknown'; segments: string[] }
  | { kind: 'search' }
  | { kind: 'searchResults' }
  | { kind: 'moodboard'; uuid: string }
  /** `/{lang}/{mixer segment}`: the materials mixer (served by its own route, `mixerInternalPath`). */
  | { kind: 'mixer' }
  /** `/{lang}/{products}/{slug}/{configure segment}`: a configurable product's configurator (served by its own route, `configuratorInternalPath`). */
  | { kind: 'configurator'; slug: string }
  | { kind: 'user'; view: UserView }

export type Interpretation =
  | { kind: 'redirect'; location: string; status: 301 }
  | {
      kind: 'render'
      locale: Locale
      target: Target
      /** The one address of what is shown, decoded (`/ru/категории/`), without query. */
      canonicalPath: string
    }
