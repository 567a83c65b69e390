import type { Payload, Where } from 'payload'
import { formLimits } from '@/domain/forms/fieldTypes'
import { getHiddenSet, hiddenKey } from '@/data/hidden'
import type { Locale } from '@/i18n/locales'
import { parseProductChoice, productChoiceText } from '../logic/productChoice'

export interface ProductChoice {
  code: string
  name: string
}

/** Published products of one language, matching `where`, without those an editor hid there. */
async function visibleProducts(payload: Payload, locale: Locale, where: Where, limit: number): Promise<ProductChoice[]> {
  const [found, hidden] = await Promise.all([
    payload.find({ collection: 'products', locale, where, limit: limit + 20, depth: 0, pagination: false, sort: 'name', overrideAccess: false, select: { name: true, code: true } }),
    getHiddenSet(locale),
  ])
  return found.docs
    .filter((product) => !hidden.has(hiddenKey('products', product.id)))
    .slice(0, limit)
    .map((product) => ({ code: product.code, name: product.name }))
}

/** Up to `productSuggestions` products whose name or code contains what the visitor typed. */
export async function suggestProducts(payload: Payload, locale: Locale, typed: string): Promise<ProductChoice[]> {
  const text = typed.trim().slice(0, formLimits.productMaxLength)
  if (text.length < 2) return []
  return visibleProducts(payload, locale, { or: [{ name: { like: text } }, { code: { like: text } }] }, formLimits.productSuggestions)
}

/** The product a link's `?product=` code names, when a visitor may see it in this language. */
export async function productWithCode(payload: Payload, locale: Locale, code: string): Promise<ProductChoice | null> {
  const choice = parseProductChoice(code)
  if (!choice || !('code' in choice)) return null
  return (await visibleProducts(payload, locale, { code: { equals: choice.code } }, 1))[0] ?? null
}

/**
 * The product a posted field names (a choice's 'Name (CODE)', a code, or an exact name), as the
 * submission keeps it: 'Name (CODE)' in the visitor's language. Null: no such published product.
 */
export async function resolveProductChoice(payload: Payload, locale: Locale, text: string): Promise<string | null> {
  const choice = parseProductChoice(text)
  if (!choice) return null
  const where: Where = 'code' in choice ? { code: { equals: choice.code } } : { name: { equals: choice.name } }
  const [product] = await visibleProducts(payload, locale, where, 1)
  return product ? productChoiceText(product) : null
}
