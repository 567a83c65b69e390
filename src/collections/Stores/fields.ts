import type { ArrayField, SelectField } from 'payload'

export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const services = ['showroom', 'design-service', 'outlet', 'delivery', 'assembly', 'trade-desk', 'parking'] as const

const time = (name: string) => ({
  name,
  type: 'text' as const,
  required: true,
  validate: (value: string | null | undefined) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) || 'Use HH:MM, 24-hour',
})

/** Opening hours in the store's own time zone; several rows per day for a lunch break. */
export const openingHours: ArrayField = {
  name: 'openingHours',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'day', type: 'select', required: true, options: weekDays.map((value) => ({ value, label: value })) },
        time('opens'),
        time('closes'),
      ],
    },
  ],
}

export const storeServices: SelectField = {
  name: 'services',
  type: 'select',
  hasMany: true,
  options: services.map((value) => ({ value, label: value })),
}
