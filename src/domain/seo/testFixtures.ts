/** Documents and resolved pages for the SEO unit tests (imported by tests only). */
import type { Category, Designer, Material, Media, Mood, Page, Product, Project, Store, Story } from '@/payload-types'
import type { Resolved, ResolvedContent } from '../routing/resolved'

export const origin = 'https://www.example.com'
export const siteName = 'Atelier Vesta'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' }

export function media(id: number, file: string, alt = `Picture ${id}`): Media {
  // Payload stores upload URLs with its own server origin; pages use the public one.
  return { id, alt, url: `https://cms-internal.example/api/media/file/${file}`, width: 1600, height: 1200, ...stamp }
}

export const category: Category = { id: 3, name: 'Sofas and armchairs', slug: 'sofas-armchairs', identifier: 'sofas-armchairs', image: media(30, 'category.jpg'), ...stamp }

export const product: Product = {
  id: 1,
  name: 'Astor sofa',
  code: 'AV-SOF-001',
  tagline: 'A deep sofa for long evenings',
  gallery: [media(10, 'astor-1.jpg', 'Astor sofa in bouclé'), media(11, 'astor-2.jpg')],
  slug: 'astor-sofa',
  category,
  type: 'sofa',
  versions: [
    {
      type: 'sofa',
      code: 'AV-SOF-001-3S',
      name: 'Three-seater',
      dimensions: { length: 240, height: 80, depth: 100 },
      prices: [
        { market: 'eu', currency: 'EUR', amount: 4200 },
        { market: 'us', currency: 'USD', amount: 4900 },
      ],
    },
    { type: 'sofa', code: 'AV-SOF-001-2S', name: 'Two-seater', dimensions: { length: 190, height: 80, depth: 100 }, prices: [{ market: 'uk', currency: 'GBP', amount: 3650.5 }] },
  ],
  _status: 'published',
  ...stamp,
}

export const material: Material = { id: 4, name: 'Smoked oak', code: 'LEG 02', swatch: media(40, 'oak.jpg'), slug: 'smoked-oak', category: 8, colour: 'brown', durability: 'resistant', ...stamp }
export const mood: Mood = { id: 5, title: 'Quiet light', cover: media(50, 'mood.jpg'), slug: 'quiet-light', ...stamp }
export const project: Project = { id: 6, title: 'Villa on the lake', cover: media(60, 'villa.jpg'), slug: 'villa-on-the-lake', ...stamp }
export const designer: Designer = { id: 7, name: 'Anna Ferri', slug: 'anna-ferri', portrait: media(70, 'anna.jpg'), ...stamp }
export const story: Story = {
  id: 8,
  title: 'Salone del Mobile 2026',
  excerpt: 'Our week in Milan',
  cover: media(80, 'salone.jpg'),
  slug: 'salone-2026',
  category: 'events',
  publishedAt: '2026-04-20T08:00:00.000Z',
  ...stamp,
}

export function store(type: Store['type']): Store {
  return {
    id: type === 'MONOMARCA' ? 9 : 10,
    companyName: type === 'MONOMARCA' ? 'Atelier Vesta Milano' : 'Casa & Design <Torino>',
    type,
    address: 'Via Solferino 11',
    postcode: '20121',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    latitude: 45.4749,
    longitude: 9.1876,
    timezone: 'Europe/Rome',
    phone: '+39 02 1234567',
    email: 'milano@example.com',
    openingHours: [
      { day: 'mon', opens: '10:00', closes: '19:00' },
      { day: 'tue', opens: '10:00', closes: '19:00' },
      { day: 'sat', opens: '10:00', closes: '13:00' },
    ],
    images: [media(90, 'store.jpg')],
    slug: type === 'MONOMARCA' ? 'milano-solferino' : 'torino-casa-design',
    ...stamp,
  }
}

export const page: Page = { id: 11, title: 'About us', slug: 'about', ...stamp }
export const homePage: Page = { id: 12, title: 'Designed to last', slug: 'homepage', ...stamp }

const all = { it: 'it', en: 'en', de: 'de', es: 'es', fr: 'fr', ru: 'ru', zh: 'zh' } as const

/** A resolved English page with the given content; alternates in all seven languages by default. */
export function resolvedPage(content: ResolvedContent, path: string, title: string, overrides: Partial<Resolved> = {}): Resolved {
  const alternates = Object.fromEntries(Object.keys(all).map((locale) => [locale, path.replace(/^\/en/, `/${locale}`)]))
  return {
    locale: 'en',
    content,
    path,
    alternates,
    breadcrumbs: [
      { name: 'Home', path: '/en' },
      { name: title, path },
    ],
    title,
    description: `About ${title}`,
    noIndex: false,
    ...overrides,
  }
}
