/** A product as a product field shows and sends it: its name, then its code in brackets. */
export const productChoiceText = (product: { name: string; code: string }) => `${product.name} (${product.code})`

/** A product code: letters, digits and dashes, with at least one digit (AV-SOF-001). */
const isCode = (text: string) => /^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/.test(text) && /\d/.test(text)

/**
 * What a product field's text names: the code in brackets at its end ('Arno sofa (AV-SOF-001)', as a
 * choice fills it in), a code alone ('AV-SOF-001', as a link's `?product=` or a visitor types it),
 * else the text as a product's name (a post without JavaScript).
 */
export function parseProductChoice(text: string): { code: string } | { name: string } | null {
  const value = text.trim()
  if (value === '') return null
  const bracketed = /\(([^()]+)\)$/.exec(value)?.[1]?.trim()
  if (bracketed && isCode(bracketed)) return { code: bracketed.toUpperCase() }
  if (isCode(value)) return { code: value.toUpperCase() }
  return { name: value }
}
