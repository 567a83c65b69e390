import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Product } from '@/payload-types'

type Lexical = NonNullable<Product['description']>

/** Editor rich text in the site's prose style; nothing when empty. */
export function RichContent({ data, className }: { data: Lexical | null | undefined; className?: string }) {
  if (!data || data.root.children.length === 0) return null
  return <RichText data={data} className={className ? `rich ${className}` : 'rich'} />
}
