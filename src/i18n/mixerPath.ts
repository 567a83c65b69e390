import type { Localized } from './locales'

/** The materials mixer's address segment in each language (`/en/materials-mixer`), a route of its own. */
export const mixerSegments = {
  it: 'mixer-materiali',
  en: 'materials-mixer',
  de: 'materialmixer',
  es: 'mezclador-de-materiales',
  fr: 'mixeur-de-matieres',
  ru: 'миксер-материалов',
  zh: 'materials-mixer',
} as const satisfies Localized<string>

/** The folder of the mixer's route inside the app (`src/app/(site)/[lang]/mixer`): never a public address. */
export const mixerRouteSegment = 'mixer'
