import type { Field, GroupField, SelectField } from 'payload'

/** Usage flags shared by products and materials (spec §3). */
export const usageFlags: GroupField = {
  name: 'usage',
  type: 'group',
  fields: [
    { name: 'indoor', type: 'checkbox', defaultValue: true },
    { name: 'openAir', type: 'checkbox', label: 'Open-air' },
    { name: 'outdoor', type: 'checkbox' },
    { name: 'newArrival', type: 'checkbox', label: 'New arrival' },
  ],
}

export const productTypes = [
  'accessory',
  'cushion',
  'sofa',
  'lighting',
  'daybed',
  'bed',
  'bench',
  'armchair',
  'pouf',
  'chair',
  'small-table',
  'table',
  'rug',
  'bookshelf',
  'furniture',
  'desk',
  'mirror',
] as const

/** Version types of the spec; bookshelf, furniture, desk and mirror are accessories' own. */
export const productTypeField = (name: string): SelectField => ({
  name,
  type: 'select',
  required: true,
  options: productTypes.map((value) => ({ value, label: value.replace('-', ' ') })),
})

export const durabilityLevels = [
  'very-delicate',
  'delicate',
  'not-very-delicate',
  'average-resistant',
  'resistant',
] as const

/** Non-negative measure in the given unit. */
export const measure = (name: string, unit: string, required = false): Field => ({
  name,
  type: 'number',
  min: 0,
  required,
  admin: { description: unit, width: '25%' },
})

/** Title, description and share image for the page head; empty means derived from content. */
export const metaGroup: GroupField = {
  name: 'meta',
  type: 'group',
  admin: { description: 'Page head: leave empty to derive from the content.' },
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'noIndex', type: 'checkbox', label: 'Hide from search engines' },
  ],
}
