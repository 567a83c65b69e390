import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/access'
import { linkField } from '@/fields/link'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: () => true, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 5,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'links', type: 'array', fields: [linkField('link')] },
      ],
    },
    { name: 'address', type: 'textarea', localized: true },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'network', type: 'select', required: true, options: ['instagram', 'facebook', 'pinterest', 'linkedin', 'youtube', 'wechat', 'weibo', 'vk'].map((value) => ({ value, label: value })) },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'legal', type: 'text', localized: true, admin: { description: 'Company details, VAT number, copyright' } },
  ],
}
