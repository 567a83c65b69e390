import type { Block } from 'payload'

/** An editor-built form (collection `forms`) placed on a page. */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'title', type: 'text', localized: true, admin: { description: 'Empty: the form’s own title.' } },
  ],
}
