import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/access'
import { linkField } from '@/fields/link'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate'

/** The main menu: top items with optional children, shown in the desktop and mobile versions. */
export const MainMenu: GlobalConfig = {
  slug: 'main-menu',
  admin: { group: 'Site' },
  access: { read: () => true, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'items',
      type: 'array',
      maxRows: 10,
      fields: [
        linkField('link'),
        { name: 'children', type: 'array', maxRows: 20, fields: [linkField('link')] },
      ],
    },
  ],
}
