import type { PageTemplate } from '@/domain/pageTemplates'
/**
 * Shapes of the demo content. Data files in this folder fill them; src/seed/seed.ts writes
 * them through the Payload Local API. Every text a visitor reads is given in all seven
 * languages (`Localized`), written as the brand would write it.
 */
import type { categoryIdentifiers } from '@/collections/Categories'
import type { materialColours, materialProperties } from '@/collections/Materials'
import type { markets } from '@/collections/Products/versions'
import type { services, weekDays } from '@/collections/Stores/fields'
import type { storyCategories } from '@/collections/Stories'
import type { downloadFileTypes } from '@/collections/Downloads'
import type { durabilityLevels, productTypes } from '@/fields/common'
import type { Locale, Localized } from '@/i18n/locales'

export type L = Localized<string>
/** Paragraphs of plain text per language (become rich text). */
export type LParagraphs = Localized<string[]>

export type CategoryIdentifier = (typeof categoryIdentifiers)[number]
export type ProductType = (typeof productTypes)[number]
export type Durability = (typeof durabilityLevels)[number]
export type MaterialColour = (typeof materialColours)[number]
export type MaterialProperty = (typeof materialProperties)[number]
export type Market = (typeof markets)[number]['value']
export type WeekDay = (typeof weekDays)[number]
export type StoreService = (typeof services)[number]
export type StoryCategory = (typeof storyCategories)[number]
export type DownloadFileType = (typeof downloadFileTypes)[number]

export interface Usage {
  indoor: boolean
  openAir: boolean
  outdoor: boolean
  newArrival: boolean
}

// ---------- images (drawn at seed time, no network) ----------

/** What a product picture shows; the generator draws a recognisable silhouette of it. */
export type ProductShape =
  | 'sofa' | 'corner-sofa' | 'armchair' | 'daybed' | 'pouf' | 'bench'
  | 'bed' | 'mattress' | 'nightstand' | 'wardrobe' | 'dresser'
  | 'chair' | 'stool' | 'dining-table' | 'coffee-table' | 'side-table' | 'desk'
  | 'bookshelf' | 'mirror' | 'vase' | 'cushion' | 'tray'
  | 'rug-rect' | 'rug-round'
  | 'floor-lamp' | 'table-lamp' | 'pendant-lamp' | 'wall-lamp'

export interface ProductImageSpec {
  shape: ProductShape
  /** Main upholstery or body colour, #rrggbb. */
  colour: string
  /** Legs, frame or detail colour, #rrggbb. */
  accent: string
}

export type SwatchKind =
  | 'leather' | 'fabric' | 'boucle' | 'velvet' | 'linen'
  | 'wood' | 'marble' | 'stone' | 'metal' | 'art-glass' | 'resin' | 'lacquer' | 'ceramic'

export interface SwatchSpec {
  kind: SwatchKind
  /** Base colour, #rrggbb. */
  hex: string
  /** Second colour: veins, grain, weave, glass streaks; #rrggbb. */
  accent: string
  /** Makes each swatch of the same kind differ, deterministically. */
  seed: number
}

/** An atmosphere picture (interior, facade, detail) for moods, projects, stories, stores, home. */
export interface SceneSpec {
  kind: 'living' | 'bedroom' | 'dining' | 'outdoor' | 'showroom' | 'facade' | 'workshop' | 'hotel' | 'yacht'
  /** Three to five colours, #rrggbb, wall → floor → furniture → accents. */
  palette: string[]
  seed: number
}

// ---------- catalogue ----------

export interface CategorySeed {
  identifier: CategoryIdentifier
  name: L
  intro: L
  order: number
  /** ProductSeed.key of the flagships that lead the category's list, in order. */
  featured?: string[]
  /** Shape drawn for the category picture; none for 'index'. */
  image?: ProductImageSpec
}

export interface FamilySeed {
  key: string
  name: L
  description: L
}

export interface DesignerSeed {
  key: string
  name: string
  /** ISO 3166-1 alpha-2. */
  country: string
  bio: L
}

export interface PackageSeed {
  count: number
  /** cm */
  length: number
  height: number
  depth: number
  /** kg */
  weight: number
  /** m³ */
  volume: number
}

export interface VersionSeed {
  type: ProductType
  code: string
  name: L
  /** cm; width is shown as depth. */
  dimensions: { length: number; height: number; depth: number; seatHeight?: number }
  packages: PackageSeed[]
  /** Price per market in that market's currency (eu EUR, uk GBP, us USD, ch CHF, cn CNY). */
  prices: Record<Market, number>
}

export interface ProductSeed {
  /** Stable key used by other seeds to refer to this product. */
  key: string
  code: string
  name: L
  tagline: L
  description: LParagraphs
  technicalData: LParagraphs
  category: Exclude<CategoryIdentifier, 'index'>
  /** FamilySeed.key */
  family: string
  /** DesignerSeed.key */
  designers: string[]
  type: ProductType
  image: ProductImageSpec
  /** MaterialCategorySeed.code */
  materialCategories: string[]
  /** MaterialSeed.code */
  materials: string[]
  versions: VersionSeed[]
  usage: Usage
  /** ProductSeed.key */
  related: string[]
}

// ---------- materials ----------

export interface MaterialCategorySeed {
  /** PLE, RESINE, VETRI ARTISTICI, TESSO, TESS, LEGNI, SUPERFICI, PIETRE, METALLI */
  code: string
  kind: 'leather' | 'resin' | 'art-glass' | 'fabric' | 'wood' | 'surface' | 'stone' | 'metal'
  name: L
  description: L
  order: number
}

export interface MaterialSeed {
  /** Unique, e.g. 'PLE 04', 'TESS 112', 'LEGNI 03'. */
  code: string
  /** MaterialCategorySeed.code */
  category: string
  name: L
  type: L
  composition: L
  description: L
  care: L
  colour: MaterialColour
  /** #rrggbb */
  hex: string
  properties: MaterialProperty[]
  durability: Durability
  /** Fabrics only. */
  martindale?: number
  usage: Usage
  swatch: SwatchSpec
}

// ---------- editorial ----------

export interface MoodSeed {
  key: string
  title: L
  intro: L
  body: LParagraphs
  cover: SceneSpec
  products: string[]
  materials: string[]
  archived: boolean
  publishedAt: string
}

export interface ProjectStepSeed {
  title: L
  text: L
  image: SceneSpec
}

export interface ProjectSeed {
  key: string
  title: L
  location: L
  year: number
  architect: string
  intro: L
  cover: SceneSpec
  steps: ProjectStepSeed[]
  products: string[]
  publishedAt: string
}

export interface StorySeed {
  key: string
  title: L
  excerpt: L
  body: LParagraphs
  category: StoryCategory
  cover: SceneSpec
  products: string[]
  publishedAt: string
}

export interface DownloadCategorySeed {
  key: string
  name: L
  order: number
}

/** A download's PDF, made by the seed (src/seed/documents) in the brand's layout. */
export type DownloadDocumentSeed =
  /** A product's technical data sheet, made from its catalogue data (ProductSeed.key). */
  | { kind: 'data-sheet'; product: string }
  /** A catalogue of the download's products, a page each, with closing notes. */
  | { kind: 'catalogue'; notes: string[] }
  /** Text: a heading, then lines; capital lines are section titles, code lines with columns set apart by two spaces table rows. */
  | { kind: 'text'; heading: string; lines: string[] }

export interface DownloadSeed {
  key: string
  title: L
  description: L
  /** DownloadCategorySeed.key */
  category: string
  fileType: Extract<DownloadFileType, 'pdf'>
  /** Language of the document itself. */
  language: Locale | 'multi'
  /** File name, e.g. 'atelier-vesta-catalogue-2026.pdf'. */
  fileName: string
  /** What its PDF prints (src/seed/documents). */
  document: DownloadDocumentSeed
  products: string[]
  /** For registered visitors only (3D/CAD files): listed to everybody, downloaded after sign-in. */
  restricted?: boolean
}

// ---------- stores ----------

export interface OpeningHoursSeed {
  day: WeekDay
  opens: string
  closes: string
}

export interface StoreSeed {
  key: string
  companyName: string
  type: 'MONOMARCA' | 'MULTIMARCA'
  intro: L
  address: string
  postcode: string
  city: string
  province?: string
  region?: string
  /** ISO 3166-1 alpha-2 */
  country: string
  latitude: number
  longitude: number
  /** IANA time zone */
  timezone: string
  phone: string
  email: string
  website?: string
  openingHours: OpeningHoursSeed[]
  services: StoreService[]
  image: SceneSpec
}

// ---------- site: home, generic pages, menu, footer ----------

/** Where a menu, footer or home link goes; turned into a CMS link at seed time. */
export type LinkTarget =
  | { kind: 'category'; identifier: CategoryIdentifier }
  | { kind: 'page'; key: string }
  | { kind: 'product'; key: string }
  | { kind: 'url'; url: string }

export interface LinkSeed {
  label: L
  target: LinkTarget
}

/**
 * A generic page. Section landings (materials, moods, projects, stories, stores, downloads,
 * designers, contacts, about, art of materials...) are pages too, so menus can link to them.
 */
export interface PageSeed {
  /** e.g. 'materials', 'moods', 'about', 'art-of-materials' */
  key: string
  title: L
  /** Localized URL segment; defaults to slugify(title) per language. */
  slug?: L
  intro: LParagraphs
  image?: SceneSpec
  /** What the page draws from the catalogue after its blocks; 'default' when absent. */
  template?: PageTemplate
  /** The key of a seeded form shown after the intro (src/seed/data/forms.ts). */
  form?: string
}

export interface HomeSeed {
  slides: { title: L; text: L; image: SceneSpec; link: LinkSeed }[]
  intro: { title: L; text: LParagraphs }
  featuredTitle: L
  /** ProductSeed.key */
  featuredProducts: string[]
  teasersTitle: L
  teasers: { collection: 'moods' | 'projects' | 'stories' | 'categories'; key: string }[]
  cta: { title: L; text: L; link: LinkSeed; image: SceneSpec }
  /** A quotation between the introduction and the featured products. */
  quote?: { text: L; author: string; role: L }
}

export interface MenuItemSeed extends LinkSeed {
  children?: LinkSeed[]
}

export interface FooterSeed {
  columns: { title: L; links: LinkSeed[] }[]
  address: L
  legal: L
  social: { network: 'instagram' | 'facebook' | 'pinterest' | 'linkedin' | 'youtube' | 'wechat' | 'weibo' | 'vk'; url: string }[]
}

export interface SiteSeed {
  siteName: string
  tagline: L
  home: HomeSeed
  /** The China variant's own home document. */
  chinaHome: HomeSeed
  pages: PageSeed[]
  menu: MenuItemSeed[]
  footer: FooterSeed
}
