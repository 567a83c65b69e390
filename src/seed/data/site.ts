/**
 * The site itself: name, tagline, the two home pages, the generic pages, main menu and footer.
 * The parts live in ./site/; this module assembles them.
 */
import type { SiteSeed } from './types'
import { chinaHome, home } from './site/home'
import { footer, menu } from './site/navigation'
import { pages } from './site/pages'

export const site: SiteSeed = {
  siteName: 'Atelier Vesta',
  tagline: {
    it: 'Design italiano fatto a mano dal 1962',
    en: 'Italian design, handmade since 1962',
    de: 'Italienisches Design, handgefertigt seit 1962',
    es: 'Diseño italiano hecho a mano desde 1962',
    fr: 'Design italien fait main depuis 1962',
    ru: 'Итальянский дизайн ручной работы с 1962 года',
    zh: '意大利设计，自 1962 年起手工打造',
  },
  home,
  chinaHome,
  pages,
  menu,
  footer,
}
