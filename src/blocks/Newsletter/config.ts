import type { Block } from 'payload'

/** The newsletter slot: a subscription form (double opt-in); the texts default to the label catalogue's. */
export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Empty: “Subscribe to the newsletter” in the page’s language.' } },
    { name: 'text', type: 'textarea', localized: true, admin: { description: 'Empty: the catalogue’s description of the newsletter.' } },
  ],
}
