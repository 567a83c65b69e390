/** Cache tags, defined once: readers tag with them, collection hooks invalidate them. */
export const cacheTags = {
  collection: (slug: string) => `collection:${slug}`,
  global: (slug: string) => `global:${slug}`,
} as const
