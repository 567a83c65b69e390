import type { Translate } from '@/i18n/translator'
import type { SearchBoxLabels } from './SearchBox.client'

/** The search box's texts from the server's label catalogue (no flash of keys before the catalogue loads). */
export function searchBoxLabels(t: Translate): SearchBoxLabels {
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    suggestions: t('search.suggestions'),
    hint: t('search.comboboxHint'),
    types: {
      products: t('search.tabProducts'),
      materials: t('search.tabMaterials'),
      projects: t('search.tabProjects'),
      news: t('search.tabNews'),
      downloads: t('search.tabDownloads'),
    },
  }
}
