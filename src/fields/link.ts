import type { GroupField } from 'payload'

/** Documents a link can point to; their URL is built per language by the router. */
export const linkableCollections = [
  'pages', 'products', 'categories', 'materials', 'moods', 'projects', 'stories', 'stores', 'designers',
] as const

/** The spec's multilink: url, story (internal document), asset or e-mail, plus an anchor. */
export function linkField(name = 'link', { withLabel = true } = {}): GroupField {
  return {
    name,
    type: 'group',
    interfaceName: withLabel ? 'CmsLink' : 'CmsLinkTarget',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'select',
            required: true,
            defaultValue: 'reference',
            options: [
              { value: 'reference', label: 'Internal page' },
              { value: 'url', label: 'URL' },
              { value: 'asset', label: 'File' },
              { value: 'email', label: 'E-mail' },
            ],
          },
          ...(withLabel ? [{ name: 'label', type: 'text' as const, localized: true }] : []),
        ],
      },
      {
        name: 'reference',
        type: 'relationship',
        relationTo: [...linkableCollections],
        admin: { condition: (_, sibling) => sibling.type === 'reference' },
      },
      {
        name: 'url',
        type: 'text',
        admin: { condition: (_, sibling) => sibling.type === 'url' },
        validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) =>
          siblingData.type !== 'url' || (typeof value === 'string' && /^(https?:\/\/|\/)/.test(value)) || 'Use an address starting with https://, http:// or /',
      },
      { name: 'asset', type: 'upload', relationTo: 'downloads', admin: { condition: (_, sibling) => sibling.type === 'asset' } },
      { name: 'email', type: 'email', admin: { condition: (_, sibling) => sibling.type === 'email' } },
      { type: 'row', fields: [{ name: 'anchor', type: 'text' }, { name: 'newTab', type: 'checkbox' }] },
    ],
  }
}
