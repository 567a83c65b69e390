import type { CategoryIdentifier, FooterSeed, L, LinkSeed, MenuItemSeed } from '../types'

const page = (key: string, label: L): LinkSeed => ({ label, target: { kind: 'page', key } })
const category = (identifier: CategoryIdentifier, label: L): LinkSeed => ({ label, target: { kind: 'category', identifier } })

/** Category labels, as the categories themselves are named. */
const categoryLinks: LinkSeed[] = [
  category('sofas-armchairs', { it: 'Divani e poltrone', en: 'Sofas and armchairs', de: 'Sofas und Sessel', es: 'Sofás y butacas', fr: 'Canapés et fauteuils', ru: 'Диваны и кресла', zh: '沙发与扶手椅' }),
  category('beds', { it: 'Letti', en: 'Beds', de: 'Betten', es: 'Camas', fr: 'Lits', ru: 'Кровати', zh: '床具' }),
  category('mattresses', { it: 'Materassi', en: 'Mattresses', de: 'Matratzen', es: 'Colchones', fr: 'Matelas', ru: 'Матрасы', zh: '床垫' }),
  category('bedroom-sets', { it: 'Complementi notte', en: 'Bedroom furniture', de: 'Schlafzimmermöbel', es: 'Muebles de dormitorio', fr: 'Mobilier de chambre', ru: 'Мебель для спальни', zh: '卧室家具' }),
  category('chairs', { it: 'Sedie e sgabelli', en: 'Chairs and stools', de: 'Stühle und Hocker', es: 'Sillas y taburetes', fr: 'Chaises et tabourets', ru: 'Стулья и табуреты', zh: '餐椅与吧凳' }),
  category('tables-coffee-tables', { it: 'Tavoli e tavolini', en: 'Tables and coffee tables', de: 'Tische und Couchtische', es: 'Mesas y mesas de centro', fr: 'Tables et tables basses', ru: 'Столы и журнальные столики', zh: '餐桌与茶几' }),
  category('accessories', { it: 'Complementi d’arredo', en: 'Accessories', de: 'Accessoires', es: 'Complementos', fr: 'Accessoires', ru: 'Аксессуары', zh: '家居饰品' }),
  category('rugs', { it: 'Tappeti', en: 'Rugs', de: 'Teppiche', es: 'Alfombras', fr: 'Tapis', ru: 'Ковры', zh: '地毯' }),
  category('lighting', { it: 'Illuminazione', en: 'Lighting', de: 'Leuchten', es: 'Iluminación', fr: 'Luminaires', ru: 'Освещение', zh: '灯具' }),
]

/** The main menu: seven entries, the first opening onto the nine categories. */
export const menu: MenuItemSeed[] = [
  { ...page('products', { it: 'Prodotti', en: 'Products', de: 'Produkte', es: 'Productos', fr: 'Produits', ru: 'Продукция', zh: '产品' }), children: categoryLinks },
  page('materials', { it: 'Materiali', en: 'Materials', de: 'Materialien', es: 'Materiales', fr: 'Matériaux', ru: 'Материалы', zh: '材料' }),
  page('moods', { it: 'Mood', en: 'Moods', de: 'Wohnstimmungen', es: 'Ambientes', fr: 'Ambiances', ru: 'Настроения', zh: '灵感主题' }),
  page('projects', { it: 'Progetti', en: 'Projects', de: 'Projekte', es: 'Proyectos', fr: 'Projets', ru: 'Проекты', zh: '项目案例' }),
  page('stories', { it: 'Storie', en: 'Stories', de: 'Geschichten', es: 'Historias', fr: 'Histoires', ru: 'Истории', zh: '品牌故事' }),
  page('stores', { it: 'Store', en: 'Stores', de: 'Stores', es: 'Tiendas', fr: 'Boutiques', ru: 'Магазины', zh: '门店' }),
  page('contacts', { it: 'Contatti', en: 'Contact', de: 'Kontakt', es: 'Contacto', fr: 'Contact', ru: 'Контакты', zh: '联系我们' }),
]

export const footer: FooterSeed = {
  columns: [
    {
      title: { it: 'Collezioni', en: 'Collections', de: 'Kollektionen', es: 'Colecciones', fr: 'Collections', ru: 'Коллекции', zh: '系列' },
      links: [
        page('products', { it: 'Tutti i prodotti', en: 'All products', de: 'Alle Produkte', es: 'Todos los productos', fr: 'Tous les produits', ru: 'Вся продукция', zh: '全部产品' }),
        ...categoryLinks.filter((link) => link.target.kind === 'category' && ['sofas-armchairs', 'beds', 'tables-coffee-tables', 'lighting'].includes(link.target.identifier)),
        page('whats-new', { it: 'Novità', en: 'What’s new', de: 'Neuheiten', es: 'Novedades', fr: 'Nouveautés', ru: 'Новинки', zh: '新品' }),
        page('products-panoramics', { it: 'Ambienti', en: 'Products in their settings', de: 'Produkte im Ambiente', es: 'Productos en su ambiente', fr: 'Produits en situation', ru: 'Мебель в интерьере', zh: '产品场景' }),
        page('materials-panoramics', { it: 'Materiali in ambiente', en: 'Materials in their settings', de: 'Materialien im Ambiente', es: 'Materiales en su ambiente', fr: 'Matériaux en situation', ru: 'Материалы в интерьере', zh: '材料场景' }),
      ],
    },
    {
      title: { it: 'Scopri', en: 'Discover', de: 'Entdecken', es: 'Descubra', fr: 'Découvrir', ru: 'Узнать больше', zh: '探索' },
      links: [
        page('about', { it: 'Chi siamo', en: 'About us', de: 'Über uns', es: 'Quiénes somos', fr: 'À propos', ru: 'О нас', zh: '关于我们' }),
        page('art-of-materials', { it: 'L’arte dei materiali', en: 'The art of materials', de: 'Die Kunst der Materialien', es: 'El arte de los materiales', fr: 'L’art des matériaux', ru: 'Искусство материалов', zh: '材料的艺术' }),
        page('designers', { it: 'Designer', en: 'Designers', de: 'Designer', es: 'Diseñadores', fr: 'Designers', ru: 'Дизайнеры', zh: '设计师' }),
        page('moods', { it: 'Mood', en: 'Moods', de: 'Wohnstimmungen', es: 'Ambientes', fr: 'Ambiances', ru: 'Настроения', zh: '灵感主题' }),
        page('projects', { it: 'Progetti', en: 'Projects', de: 'Projekte', es: 'Proyectos', fr: 'Projets', ru: 'Проекты', zh: '项目案例' }),
        page('stories', { it: 'Storie', en: 'Stories', de: 'Geschichten', es: 'Historias', fr: 'Histoires', ru: 'Истории', zh: '品牌故事' }),
      ],
    },
    {
      title: { it: 'Servizi', en: 'Services', de: 'Service', es: 'Servicios', fr: 'Services', ru: 'Сервис', zh: '服务' },
      links: [
        page('stores', { it: 'Store e rivenditori', en: 'Stores and dealers', de: 'Stores und Händler', es: 'Tiendas y distribuidores', fr: 'Boutiques et revendeurs', ru: 'Магазины и дилеры', zh: '门店与经销商' }),
        page('downloads', { it: 'Download', en: 'Downloads', de: 'Downloads', es: 'Descargas', fr: 'Téléchargements', ru: 'Загрузки', zh: '资料下载' }),
        page('contacts', { it: 'Contatti', en: 'Contact us', de: 'Kontakt', es: 'Contacto', fr: 'Contact', ru: 'Контакты', zh: '联系我们' }),
        page('work-with-us', { it: 'Lavora con noi', en: 'Work with us', de: 'Karriere', es: 'Trabaja con nosotros', fr: 'Carrières', ru: 'Вакансии', zh: '加入我们' }),
      ],
    },
    {
      title: { it: 'Note legali', en: 'Legal', de: 'Rechtliches', es: 'Aviso legal', fr: 'Mentions légales', ru: 'Правовая информация', zh: '法律信息' },
      links: [
        page('privacy', { it: 'Privacy', en: 'Privacy policy', de: 'Datenschutz', es: 'Privacidad', fr: 'Confidentialité', ru: 'Конфиденциальность', zh: '隐私政策' }),
        page('cookies', { it: 'Cookie', en: 'Cookies', de: 'Cookies', es: 'Cookies', fr: 'Cookies', ru: 'Файлы cookie', zh: 'Cookie 政策' }),
        page('terms', { it: 'Termini e condizioni', en: 'Terms and conditions', de: 'AGB', es: 'Términos y condiciones', fr: 'Conditions générales', ru: 'Условия использования', zh: '条款与条件' }),
      ],
    },
  ],
  address: {
    it: 'Atelier Vesta S.p.A. · Viale Martiri della Libertà 42 · 20851 Lissone (MB) · Italia',
    en: 'Atelier Vesta S.p.A. · Viale Martiri della Libertà 42 · 20851 Lissone (MB) · Italy',
    de: 'Atelier Vesta S.p.A. · Viale Martiri della Libertà 42 · 20851 Lissone (MB) · Italien',
    es: 'Atelier Vesta S.p.A. · Viale Martiri della Libertà 42 · 20851 Lissone (Monza y Brianza) · Italia',
    fr: 'Atelier Vesta S.p.A. · Viale Martiri della Libertà 42 · 20851 Lissone (MB) · Italie',
    ru: 'Atelier Vesta S.p.A. · Viale Martiri della Libertà 42 · 20851 Лиссоне (MB) · Италия',
    zh: 'Atelier Vesta S.p.A. · 意大利 利索内（MB）Viale Martiri della Libertà 42 号 · 邮编 20851',
  },
  legal: {
    it: '© 2026 Atelier Vesta S.p.A. · P. IVA IT01962050961 · Capitale sociale € 2.500.000 i.v. · REA MB-1296245',
    en: '© 2026 Atelier Vesta S.p.A. · VAT no. IT01962050961 · Share capital €2,500,000 fully paid · Monza Brianza company register MB-1296245',
    de: '© 2026 Atelier Vesta S.p.A. · USt-IdNr. IT01962050961 · Stammkapital 2.500.000 € voll eingezahlt · Handelsregister Monza Brianza MB-1296245',
    es: '© 2026 Atelier Vesta S.p.A. · NIF-IVA IT01962050961 · Capital social 2.500.000 € desembolsado · Registro Mercantil de Monza Brianza MB-1296245',
    fr: '© 2026 Atelier Vesta S.p.A. · N° TVA IT01962050961 · Capital social 2 500 000 € entièrement libéré · RCS Monza Brianza MB-1296245',
    ru: '© 2026 Atelier Vesta S.p.A. · НДС IT01962050961 · Уставный капитал 2 500 000 €, оплачен полностью · Реестр компаний Монцы и Брианцы MB-1296245',
    zh: '© 2026 Atelier Vesta S.p.A. · 增值税号 IT01962050961 · 实缴注册资本 2,500,000 欧元 · 蒙扎-布里安扎企业登记号 MB-1296245',
  },
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/ateliervesta.example' },
    { network: 'facebook', url: 'https://www.facebook.com/ateliervesta.example' },
    { network: 'pinterest', url: 'https://www.pinterest.com/ateliervesta.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/ateliervesta.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@ateliervesta.example' },
    { network: 'wechat', url: 'https://weixin.qq.com/ateliervesta.example' },
    { network: 'weibo', url: 'https://weibo.com/ateliervesta.example' },
  ],
}
