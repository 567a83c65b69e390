import 'server-only'
import { firstPerKey } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import type { Category, MaterialCategory } from '@/payload-types'
import { cached } from '../cached'
import { getCategories } from './categories'
import { findVisible, listingTags } from './findVisible'
import { getMaterialCategories } from './materialCategories'
import { findProductCards, type ProductListItem } from './products'
import { getStories, type StoryCard } from './stories'

export interface HomeHighlights {
  categories: { category: Category; products: ProductListItem[] }[]
  materialCategories: MaterialCategory[]
  stories: StoryCard[]
}

/** For the home: each category with its first few products, the material families and the latest stories. */
export const getHomeHighlights = cached(
  'listing-home',
  listingTags('products', 'categories', 'material-categories', 'stories'),
  async (locale: Locale, perCategory: number, storyCount: number): Promise<HomeHighlights> => {
    const [categories, materialCategories, stories] = await Promise.all([getCategories(locale), getMaterialCategories(locale), getStories(locale, null)])
    // A bounded read of names only, then the cards of the few products shown.
    const { docs } = await findVisible('products', locale, {
      where: { category: { in: categories.map((category) => category.id) } },
      depth: 0,
      limit: 2000,
      sort: 'name',
      select: { category: true },
    })
    const categoryOf = (product: (typeof docs)[number]) => (typeof product.category === 'object' ? product.category.id : product.category)
    const picked = firstPerKey(docs, categoryOf, perCategory).map((product) => product.id)
    const cards = picked.length ? await findProductCards(locale, { id: { in: picked } }, picked.length, 'name') : { products: [], total: 0 }
    return {
      categories: categories
        .map((category) => ({ category, products: cards.products.filter((product) => product.categoryId === category.id) }))
        .filter((entry) => entry.products.length > 0),
      materialCategories,
      stories: stories.slice(0, storyCount),
    }
  },
)
