import type { Localized } from './locales'

/** The configurator's last segment after a product's address in each language (`/en/products/astor-sofa/configure`). */
export const configureSegments = {
  it: 'configura',
  en: 'configure',
  de: 'konfigurieren',
  es: 'configurar',
  fr: 'configurer',
  ru: 'настроить',
  zh: 'configure',
} as const satisfies Localized<string>

/** The folder of the configurator's route inside the app (`src/app/(site)/[lang]/configurator/[slug]`): never a public address. */
export const configuratorRouteSegment = 'configurator'
