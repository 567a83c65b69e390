import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'

/** Editors of the CMS; visitors' accounts are a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { value: 'admin', label: 'Administrator' },
        { value: 'editor', label: 'Editor' },
      ],
    },
  ],
}
