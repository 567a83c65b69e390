import type { Localized } from './locales'

/** The materials mixer's address segment in each language (`/en/materials-mixer`), a route of its own. */
export const mixerSegments = {
  it: 'abbinatore-di-materiali',
  en: 'materials-mixer',
  de: 'material-mixer',
  es: 'combinador-de-materiales',
  fr: 'combinateur-de-materiaux',
  ru: 'подбор-материалов',
  zh: 'materials-mixer',
} as const satisfies Localized<string>

/** The folder of the mixer's route inside the app (`src/app/(site)/[lang]/mixer`): never a public address. */
export const mixerRouteSegment = 'mixer'
