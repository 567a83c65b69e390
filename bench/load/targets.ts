import { get } from '../lib/net'

/** A group of addresses the load mixes, with its share of the requests. */
export interface TargetGroup {
  name: string
  weight: number
  paths: string[]
}

const list = '/en/products/'

/** The values of a facet's enabled checkboxes, whatever the order of the input's attributes. */
function enabledValues(html: string, facet: string): string[] {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  return [...html.matchAll(/<input\s[^>]*>/g)].flatMap(([tag]) =>
    attribute(tag, 'type') === 'checkbox' && attribute(tag, 'name') === facet && !/\sdisabled(=|\s|>)/.test(tag) ? [attribute(tag, 'value') ?? ''] : [],
  ).filter(Boolean)
}

const links = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))].filter(Boolean)

async function html(url: string): Promise<string> {
  const response = await get(url, 60_000)
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return response.body.toString('utf8')
}

/**
 * The addresses of the mix, read from the running site: product pages and filter values from
 * the product list, categories from the home page. Pages (home, sections, products, stores),
 * lists with filters, search results, place search and search suggestions (JSON).
 */
export async function discoverTargets(url: (path: string) => string): Promise<TargetGroup[]> {
  const listing = await html(url(list))
  const home = await html(url('/en'))
  const products = links(listing, /href="(\/en\/products\/[^"?/]+)"/g).slice(0, 20)
  const categories = links(home + listing, /href="(\/en\/categories\/[^"?/]+\/)"/g).slice(0, 8)
  const facets = ['designer', 'type', 'durability', 'family'].flatMap((facet) => enabledValues(listing, facet).slice(0, 4).map((value) => `${facet}=${encodeURIComponent(value)}`))
  if (products.length === 0 || facets.length === 0) throw new Error('no product links or filter values on the product list')
  const sorts = ['', '&sort=price', '&sort=-name', '&page=2']
  const filtered = facets.flatMap((facet, index) => [`${list}?${facet}${sorts[index % sorts.length] ?? ''}`, ...categories.slice(0, 2).map((category) => `${category}?${facet}`)])
  const words = ['sofa', 'table', 'oak', 'lamp', 'astor', 'chair', 'rug', 'bed', 'velvet', 'walnut']
  const places = ['mila', 'rome', 'paris', 'berlin', 'london', 'new y', 'zur', 'madr', 'моск', '北京']
  return [
    { name: 'pages', weight: 30, paths: ['/en', '/', '/de', list, '/en/materials/', '/en/stores/', ...categories, ...products] },
    { name: 'lists with filters', weight: 25, paths: filtered },
    { name: 'search results', weight: 15, paths: words.map((word) => `/en/search/results?q=${encodeURIComponent(word)}`) },
    { name: 'place search', weight: 15, paths: places.map((place) => `/api/geo/places?q=${encodeURIComponent(place)}&lang=en`) },
    // Payload's REST answers editors only (decision 015): the JSON the site's own browser code reads.
    { name: 'suggestions JSON', weight: 15, paths: words.flatMap((word) => [`/api/search/suggest?lang=en&q=${encodeURIComponent(word.slice(0, 3))}`, `/api/search/suggest?lang=en&q=${encodeURIComponent(word)}`]) },
  ]
}
