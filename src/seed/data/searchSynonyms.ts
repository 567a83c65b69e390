import type { Locale } from '@/i18n/locales'
import type { SynonymEntry } from '@/features/search'

/**
 * The demo synonyms per language (the seed writes them to the Search synonyms global,
 * where editors change them); words customers use that the catalogue does not.
 */
export const demoSynonyms: Record<Locale, SynonymEntry[]> = {
  it: [
    { terms: ['divano', 'sofà'], oneWay: false },
    { terms: ['tappeto', 'moquette'], oneWay: false },
    { terms: ['applique', 'lampada'], oneWay: true },
  ],
  en: [
    { terms: ['couch', 'sofa'], oneWay: true },
    { terms: ['settee', 'sofa'], oneWay: true },
    { terms: ['rug', 'carpet'], oneWay: false },
    { terms: ['light', 'lamp'], oneWay: true },
  ],
  de: [
    { terms: ['couch', 'sofa'], oneWay: false },
    { terms: ['lampe', 'leuchte'], oneWay: false },
  ],
  es: [
    { terms: ['butaca', 'sillón'], oneWay: false },
    { terms: ['alfombra', 'tapete'], oneWay: false },
  ],
  fr: [
    { terms: ['sofa', 'canapé'], oneWay: true },
    { terms: ['lampe', 'luminaire'], oneWay: false },
  ],
  ru: [
    { terms: ['софа', 'диван'], oneWay: true },
    { terms: ['лампа', 'светильник'], oneWay: false },
  ],
  zh: [
    { terms: ['梳化', '沙发'], oneWay: true },
    { terms: ['灯具', '灯'], oneWay: false },
  ],
}
