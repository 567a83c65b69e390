import type { BulletinKind } from '@/domain/trade/bulletins'
import type { TradeGroup } from '@/domain/trade/access'
import type { Market } from '@/domain/catalogue/types'
import type { Localized } from '@/i18n/locales'

export interface SeedBulletin {
  kind: BulletinKind
  groups: TradeGroup[]
  markets: Market[]
  publishedAt: string
  link?: string
  title: Localized<string>
  body: Localized<string>
}

/** The demo's trade notices (docs/decisions/040): one for every group in Europe, one for designers and architects everywhere, one for dealers in the UK and the US. */
export const tradeBulletins: SeedBulletin[] = [
  {
    kind: 'priceUpdate',
    groups: [],
    markets: ['eu'],
    publishedAt: '2026-11-02T09:00:00.000Z',
    title: {
      it: 'Listino 2027 per l’Europa',
      en: '2027 price list for Europe',
      de: 'Preisliste 2027 für Europa',
      es: 'Tarifa 2027 para Europa',
      fr: 'Tarifs 2027 pour l’Europe',
      ru: 'Прайс-лист 2027 для Европы',
      zh: '2027 年欧洲价目表',
    },
    body: {
      it: 'Dal 1° gennaio 2027 entra in vigore il nuovo listino per il mercato europeo.\n\nLe offerte inviate entro il 31 dicembre restano valide ai prezzi attuali per 60 giorni.',
      en: 'The new price list for the European market takes effect on 1 January 2027.\n\nQuotes sent by 31 December stay valid at current prices for 60 days.',
      de: 'Ab dem 1. Januar 2027 gilt die neue Preisliste für den europäischen Markt.\n\nAngebote, die bis zum 31. Dezember versandt werden, gelten 60 Tage zu den aktuellen Preisen.',
      es: 'La nueva tarifa para el mercado europeo entra en vigor el 1 de enero de 2027.\n\nLos presupuestos enviados antes del 31 de diciembre mantienen los precios actuales durante 60 días.',
      fr: 'Les nouveaux tarifs pour le marché européen entrent en vigueur le 1er janvier 2027.\n\nLes devis envoyés d’ici le 31 décembre restent valables aux prix actuels pendant 60 jours.',
      ru: 'С 1 января 2027 года для европейского рынка действует новый прайс-лист.\n\nПредложения, отправленные до 31 декабря, действуют по текущим ценам 60 дней.',
      zh: '欧洲市场的新价目表自 2027 年 1 月 1 日起生效。\n\n12 月 31 日前发出的报价按现行价格保留 60 天有效期。',
    },
  },
  {
    kind: 'newCollection',
    groups: ['designer', 'architect'],
    markets: [],
    publishedAt: '2026-11-16T09:00:00.000Z',
    title: {
      it: 'Anteprima: la collezione Lago',
      en: 'Preview: the Lago collection',
      de: 'Vorschau: die Kollektion Lago',
      es: 'Avance: la colección Lago',
      fr: 'Avant-première : la collection Lago',
      ru: 'Превью: коллекция Lago',
      zh: '抢先看：Lago 系列',
    },
    body: {
      it: 'Sedute e tavoli in rovere termotrattato e lino, pensati per progetti residenziali e hospitality.\n\nI file CAD e i campioni dei materiali sono disponibili su richiesta da gennaio.',
      en: 'Seating and tables in heat-treated oak and linen, designed for residential and hospitality projects.\n\nCAD files and material samples can be requested from January.',
      de: 'Sitzmöbel und Tische aus thermobehandelter Eiche und Leinen, für Wohn- und Hotelprojekte entworfen.\n\nCAD-Dateien und Materialmuster können ab Januar angefragt werden.',
      es: 'Asientos y mesas en roble termotratado y lino, pensados para proyectos residenciales y de hostelería.\n\nLos archivos CAD y las muestras de materiales pueden solicitarse a partir de enero.',
      fr: 'Assises et tables en chêne thermotraité et lin, conçues pour les projets résidentiels et hôteliers.\n\nLes fichiers CAO et les échantillons de matières peuvent être demandés dès janvier.',
      ru: 'Мягкая мебель и столы из термообработанного дуба и льна для жилых и гостиничных проектов.\n\nФайлы CAD и образцы материалов можно запросить с января.',
      zh: '采用热处理橡木与亚麻打造的座椅与桌子，专为住宅和酒店项目设计。\n\n自 1 月起可申请 CAD 文件和材料小样。',
    },
  },
  {
    kind: 'event',
    groups: ['dealer'],
    markets: ['uk', 'us'],
    publishedAt: '2026-11-20T09:00:00.000Z',
    title: {
      it: 'Serata trade a Londra, 22 gennaio',
      en: 'Trade evening in London, 22 January',
      de: 'Fachhandelsabend in London, 22. Januar',
      es: 'Velada profesional en Londres, 22 de enero',
      fr: 'Soirée professionnelle à Londres, 22 janvier',
      ru: 'Вечер для дилеров в Лондоне, 22 января',
      zh: '伦敦经销商之夜，1 月 22 日',
    },
    body: {
      it: 'Presentiamo le novità 2027 ai rivenditori nel nostro showroom di Londra, dalle 18 alle 21.\n\nConferma la tua presenza al tuo referente commerciale.',
      en: 'We present the 2027 novelties to dealers at our London showroom, from 6 to 9 pm.\n\nPlease confirm your attendance with your sales contact.',
      de: 'Wir stellen den Händlern die Neuheiten 2027 in unserem Londoner Showroom vor, von 18 bis 21 Uhr.\n\nBitte bestätigen Sie Ihre Teilnahme bei Ihrem Ansprechpartner im Vertrieb.',
      es: 'Presentamos las novedades 2027 a los distribuidores en nuestro showroom de Londres, de 18 a 21 h.\n\nConfirma tu asistencia a tu contacto comercial.',
      fr: 'Nous présentons les nouveautés 2027 aux revendeurs dans notre showroom de Londres, de 18 h à 21 h.\n\nMerci de confirmer votre présence auprès de votre contact commercial.',
      ru: 'Представляем новинки 2027 года дилерам в нашем шоуруме в Лондоне, с 18 до 21 часа.\n\nПодтвердите участие у вашего менеджера.',
      zh: '我们将于 18:00 至 21:00 在伦敦展厅向经销商展示 2027 年新品。\n\n请向您的销售联系人确认出席。',
    },
  },
]
