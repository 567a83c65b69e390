import type { CollectionConfig, Validate } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'
import { tradeGroups } from '@/domain/trade/access'
import { BULLETIN_BODY_MAX_LENGTH, BULLETIN_TITLE_MAX_LENGTH, bulletinKinds } from '@/domain/trade/bulletins'
import { forgetBulletinReads } from './hooks/forgetReads'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** An expiry, when given, comes after the publish date. */
const afterPublishing: Validate<Date | null | undefined> = (value, { siblingData }) => {
  if (!value) return true
  const published = (siblingData as { publishedAt?: unknown }).publishedAt
  if (typeof published !== 'string' && !(published instanceof Date)) return true
  return new Date(value).getTime() > new Date(published).getTime() || 'The expiry must come after the publish date.'
}

/** A link is a full https address or a path of this site. */
const linkShape: Validate<string | null | undefined> = (value) =>
  !value || /^https:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value) || 'Give an https:// address or a path of this site starting with /.'

/**
 * The trade bulletin board (issue 21 item 4, docs/decisions/040): notices editors publish to
 * trade groups and markets (none chosen: everybody), shown to approved professionals at
 * `/{lang}/access/bulletins` from the publish date until the expiry, newest first. Editors only:
 * the visitor's pages read them through the Local API, after checking the visitor's group and
 * markets; nothing reaches the public REST or GraphQL API.
 */
export const TradeBulletins: CollectionConfig = {
  slug: 'trade-bulletins',
  labels: { singular: 'Trade notice', plural: 'Trade notices' },
  admin: {
    group: 'Trade',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'groups', 'markets', 'publishedAt', 'expiresAt'],
    description: 'Notices for approved professionals. Leave groups or markets empty to reach everybody.',
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterDelete: [forgetBulletinReads] },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: BULLETIN_TITLE_MAX_LENGTH },
    { name: 'body', type: 'textarea', localized: true, required: true, maxLength: BULLETIN_BODY_MAX_LENGTH, admin: { description: 'Plain text; an empty line starts a new paragraph.' } },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, defaultValue: 'other', options: options(bulletinKinds) },
        { name: 'groups', type: 'select', hasMany: true, options: options(tradeGroups), admin: { description: 'Empty: every trade group.' } },
        { name: 'markets', type: 'select', hasMany: true, options: options(markets), admin: { description: 'Empty: every market.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'publishedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString(), admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expiresAt', type: 'date', validate: afterPublishing, admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Optional: hidden from then on.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'link', type: 'text', maxLength: 500, validate: linkShape, admin: { description: 'Optional: https:// address or a site path (a price list, an event page).' } },
        { name: 'linkLabel', type: 'text', localized: true, maxLength: 80, admin: { description: 'The link’s text; “More” when empty.' } },
      ],
    },
  ],
}
