import { BlocksFeature, lexicalEditor, TextStateFeature } from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'

/** A target in the text that links can jump to (`#id`): the spec's anchor mark. */
const AnchorInline: Block = {
  slug: 'anchor',
  fields: [
    {
      name: 'anchorId',
      type: 'text',
      required: true,
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Za-z][\w:.-]*$/.test(value) ? true : 'Letters, digits, - _ : . only, starting with a letter'),
    },
  ],
}

/** An emoji with the name screen readers announce. */
const EmojiInline: Block = {
  slug: 'emoji',
  fields: [
    { name: 'emoji', type: 'text', required: true },
    { name: 'name', type: 'text', localized: true },
  ],
}

/** A quotation set apart from the text, with who said it. */
const PullQuoteBlock: Block = {
  slug: 'pullQuote',
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'attribution', type: 'text' },
  ],
}

/**
 * The rich text editor: Payload's default features plus named text styles, anchors, emoji and
 * pull quotes, so editors can use every node and mark the site renders.
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures,
    TextStateFeature({
      state: {
        style: {
          lead: { label: 'Lead', css: { 'font-size': '1.15em' } },
          'small-caps': { label: 'Small caps', css: { 'font-variant': 'small-caps' } },
          muted: { label: 'Muted', css: { color: '#6b675f' } },
        },
      },
    }),
    BlocksFeature({ blocks: [PullQuoteBlock], inlineBlocks: [AnchorInline, EmojiInline] }),
  ],
})
