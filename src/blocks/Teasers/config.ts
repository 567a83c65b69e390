import type { Block } from 'payload'

/** Teasers of moods, projects, stories or categories, chosen by the editor. */
export const TeasersBlock: Block = {
  slug: 'teasers',
  interfaceName: 'TeasersBlock',
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'items',
      type: 'relationship',
      relationTo: ['moods', 'projects', 'stories', 'categories', 'stores'],
      hasMany: true,
      required: true,
    },
  ],
}
