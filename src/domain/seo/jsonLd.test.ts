import { describe, expect, it } from 'vitest'
import type { Resolved } from '../routing/resolved'
import { breadcrumbJsonLd, pageJsonLd, serializeJsonLd, type JsonLdNode } from './jsonLd'
import { openingHoursSpecification } from './jsonLdDocuments'
import { homePage, origin, page, product, resolvedPage, siteName, store, story } from './testFixtures'

const site = { name: siteName, origin }

function graph(resolved: Resolved, hidePrices = false): JsonLdNode[] {
  const data = pageJsonLd({ resolved, site, hidePrices })
  const nodes = data?.['@graph']
  if (!Array.isArray(nodes)) throw new Error('no @graph')
  return nodes.filter((node): node is JsonLdNode => typeof node === 'object' && node !== null && !Array.isArray(node))
}

function nodeOfType(nodes: JsonLdNode[], type: string): JsonLdNode {
  const node = nodes.find((candidate) => candidate['@type'] === type)
  if (!node) throw new Error(`no ${type} in ${nodes.map((n) => JSON.stringify(n['@type'])).join(', ')}`)
  return node
}

const productPage = resolvedPage({ kind: 'document', collection: 'products', doc: product }, '/en/products/astor-sofa', 'Astor sofa')

describe('home', () => {
  const home = resolvedPage({ kind: 'home', page: homePage }, '/de', 'Designed to last', { locale: 'de', breadcrumbs: [{ name: 'Home', path: '/de' }] })

  it('names the brand and the site, with a search box leading to /{lang}/search/results', () => {
    const nodes = graph(home)
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite'])
    expect(nodeOfType(nodes, 'Organization')).toEqual({ '@type': 'Organization', '@id': 'https://www.example.com/#organization', name: 'Atelier Vesta', url: 'https://www.example.com/' })
    expect(nodeOfType(nodes, 'WebSite')).toMatchObject({
      url: 'https://www.example.com/de',
      inLanguage: 'de-DE',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.com/de/search/results?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('wraps the nodes in one schema.org graph', () => {
    expect(pageJsonLd({ resolved: home, site, hidePrices: false })?.['@context']).toBe('https://schema.org')
  })
})

describe('breadcrumbs', () => {
  it('lists the trail with positions and absolute, percent-encoded URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Главная', path: '/ru' }, { name: 'Категории', path: '/ru/категории/' }], origin)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://www.example.com/ru' },
        { '@type': 'ListItem', position: 2, name: 'Категории', item: 'https://www.example.com/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/' },
      ],
    })
  })

  it('is left out for the home, which has no trail', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }], origin)).toBeNull()
  })

  it('is the only node of a generic page', () => {
    expect(graph(resolvedPage({ kind: 'page', page }, '/en/about', 'About us')).map((node) => node['@type'])).toEqual(['BreadcrumbList'])
  })
})

describe('product', () => {
  it('describes the product with its code, pictures on the public origin, category and the brand', () => {
    const node = nodeOfType(graph(productPage), 'Product')
    expect(node).toMatchObject({
      name: 'Astor sofa',
      sku: 'AV-SOF-001',
      url: 'https://www.example.com/en/products/astor-sofa',
      description: 'About Astor sofa',
      image: ['https://www.example.com/api/media/file/astor-1.jpg', 'https://www.example.com/api/media/file/astor-2.jpg'],
      category: 'Sofas and armchairs',
      brand: { '@type': 'Organization', name: 'Atelier Vesta' },
    })
  })

  it('offers every version in every market currency, in stock', () => {
    const offers = nodeOfType(graph(productPage), 'Product').offers
    expect(offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', sku: 'AV-SOF-001-3S', price: 4200, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://www.example.com/en/products/astor-sofa' }),
      expect.objectContaining({ sku: 'AV-SOF-001-3S', price: 4900, priceCurrency: 'USD' }),
      expect.objectContaining({ sku: 'AV-SOF-001-2S', price: 3650.5, priceCurrency: 'GBP' }),
    ])
  })

  it('makes no offer when the site hides prices, or when no version has a price', () => {
    expect(nodeOfType(graph(productPage, true), 'Product')).not.toHaveProperty('offers')
    const unpriced = resolvedPage({ kind: 'document', collection: 'products', doc: { ...product, versions: [] } }, '/en/products/astor-sofa', 'Astor sofa')
    expect(nodeOfType(graph(unpriced), 'Product')).not.toHaveProperty('offers')
  })

  it('carries its breadcrumb trail too', () => {
    expect(graph(productPage).map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList'])
  })
})

describe('store', () => {
  const storePage = resolvedPage({ kind: 'document', collection: 'stores', doc: store('MONOMARCA') }, '/en/stores/milano-solferino', 'Atelier Vesta Milano')

  it('is a furniture store with address, coordinates, contacts and hours', () => {
    expect(nodeOfType(graph(storePage), 'FurnitureStore')).toMatchObject({
      name: 'Atelier Vesta Milano',
      url: 'https://www.example.com/en/stores/milano-solferino',
      address: { '@type': 'PostalAddress', streetAddress: 'Via Solferino 11', postalCode: '20121', addressLocality: 'Milano', addressRegion: 'MI', addressCountry: 'IT' },
      geo: { '@type': 'GeoCoordinates', latitude: 45.4749, longitude: 9.1876 },
      telephone: '+39 02 1234567',
      email: 'milano@example.com',
      image: ['https://www.example.com/api/media/file/store.jpg'],
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '10:00', closes: '19:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '13:00' },
      ],
      parentOrganization: { name: 'Atelier Vesta' },
    })
  })

  it('does not claim a multi-brand store belongs to the brand', () => {
    const multi = resolvedPage({ kind: 'document', collection: 'stores', doc: store('MULTIMARCA') }, '/en/stores/torino-casa-design', 'Casa & Design')
    expect(nodeOfType(graph(multi), 'FurnitureStore')).not.toHaveProperty('parentOrganization')
  })

  it('gives no hours when the store has none', () => {
    expect(openingHoursSpecification(null)).toEqual([])
  })
})

describe('story', () => {
  it('is an article with headline, dates, cover and the brand as author and publisher', () => {
    const storyPage = resolvedPage({ kind: 'document', collection: 'stories', doc: story }, '/en/stories/salone-2026', 'Salone del Mobile 2026')
    expect(nodeOfType(graph(storyPage), 'Article')).toMatchObject({
      headline: 'Salone del Mobile 2026',
      datePublished: '2026-04-20T08:00:00.000Z',
      dateModified: '2026-03-01T10:00:00.000Z',
      inLanguage: 'en',
      image: ['https://www.example.com/api/media/file/salone.jpg'],
      author: { '@type': 'Organization', name: 'Atelier Vesta' },
      publisher: { '@type': 'Organization', name: 'Atelier Vesta' },
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot be closed or broken out of by text in the data', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- \u2028' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('keeps non-Latin text as it is', () => {
    expect(serializeJsonLd({ name: 'Диван Астор 沙发' })).toBe('{"name":"Диван Астор 沙发"}')
  })
})
