/**
 * The vocabulary editor-built forms share between the forms collection (what an editor can
 * compose), the submissions collection and the forms slice (how each type renders and is
 * checked): it sits below both (docs/decisions/018, 023).
 */

/** The field types an editor can place: the spec's twenty. */
export const formFieldTypes = [
  'text',
  'email',
  'phone',
  'country',
  'province',
  'region',
  'select',
  'radio',
  'multipleCheckbox',
  'textarea',
  'checkbox',
  'switch',
  'date',
  'link',
  'product',
  'attachment',
  'privacy',
  'address',
  'password',
  'label',
] as const
export type FormFieldType = (typeof formFieldTypes)[number]

/** Types whose choices the editor lists (value + label per language). */
export const typesWithOptions: readonly FormFieldType[] = ['select', 'radio', 'multipleCheckbox']

/** What became of the mail to a form's recipients. */
export const deliveryStates = ['pending', 'sent', 'failed'] as const
export type DeliveryState = (typeof deliveryStates)[number]

/**
 * The hidden field people never see and bots fill in: a post that fills it is dropped (answered as
 * a success, so the bot learns nothing). No editor field may take its name.
 */
export const honeypotField = 'website_url'

/** A field's key: a letter, then letters, digits or underscores (it names the posted value). */
export const fieldNamePattern = /^[a-z][a-zA-Z0-9_]{0,39}$/

/** Limits of one form, enforced by the server (and shown in the browser). */
export const formLimits = {
  /** How far (in days, either way) an editor may set a date field's earliest or latest day. */
  dateReachMaxDays: 36500,
  /** A one-line text (name, city, subject). */
  textMaxLength: 200,
  /** A message (3,000 Chinese characters are 9 kB: the whole post fits the edge's 16 kB cap). */
  textareaMaxLength: 3000,
  /** RFC 5321's longest address. */
  emailMaxLength: 254,
  /** A link to a portfolio or profile. */
  linkMaxLength: 500,
  /** A product as typed or chosen ('Arno sofa (AV-SOF-001)'): its name and code fit. */
  productMaxLength: 200,
  /** Products a product field suggests for what is typed. */
  productSuggestions: 8,
  /** Fields an editor can place in one form. */
  maxFields: 40,
  /** Recipients of one form's mail. */
  maxRecipients: 10,
  /** One attached file (issue 18: 10 MB), counted while it streams in. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Every file of one submission together (issue 18: 20 MB), counted while they stream in. */
  submissionMaxAttachmentBytes: 20 * 1024 * 1024,
  /** A password field (for gated forms): as the accounts' policy, 12 to 128 characters; only its hash is kept. */
  passwordMinLength: 12,
  passwordMaxLength: 128,
  /** An address's street and number, postal code and city. */
  addressLineMaxLength: 200,
  postalCodeMaxLength: 16,
  cityMaxLength: 100,
  /** The longest a virus scan of one file may take (clamd, when configured) before the file is refused as not checked. */
  virusScanTimeoutMs: 30_000,
  /** A file's name as kept and shown to editors. */
  attachmentNameMaxLength: 150,
} as const

/** The kinds of file an attachment may be, recognised by content (file-type), each with the names it may carry. */
export const attachmentKinds = [
  { mime: 'application/pdf', extensions: ['pdf'] },
  { mime: 'application/msword', extensions: ['doc'] },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensions: ['png'] },
] as const
export type AttachmentMime = (typeof attachmentKinds)[number]['mime']

/** A stored attachment's random name: 32 hex digits, nothing a path could climb out with. */
export const storedAttachmentName = /^[0-9a-f]{32}$/

/** What a file input offers to choose (the server still checks every file by its content). */
export const attachmentAccept = attachmentKinds.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)).join(',')
