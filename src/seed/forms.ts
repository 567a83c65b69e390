import { formDelivery } from '@/domain/forms/delivery'
import type { Locale } from '@/i18n/locales'
import type { SeedContext } from './context'
import { forms } from './data/forms'
import { upsertLocalized } from './upsert'

/** The demo's forms in every language, looked up by their key (run twice, nothing changes). */
export async function seedForms(ctx: SeedContext): Promise<void> {
  for (const form of forms) {
    const id = await upsertLocalized(ctx, 'forms', { key: { equals: form.key } }, (locale: Locale) => ({
      key: form.key,
      title: form.title[locale],
      intro: form.intro[locale],
      recipients: form.recipients.map((email) => ({ email })),
      mailLanguage: 'it' as const,
      // A top brand confirms: the sender gets a copy in their language (issue 18 item 1).
      confirmationMail: true,
      retentionMonths: formDelivery.defaultRetentionMonths,
      fields: form.fields.map((field) => ({
        name: field.name,
        type: field.type,
        required: field.required ?? false,
        width: field.width ?? 'full',
        label: field.label[locale],
        help: field.help?.[locale],
        placeholder: field.placeholder?.[locale],
        options: field.options?.map((option) => ({ value: option.value, label: option.label[locale] })),
        minDays: field.minDays ?? null,
        maxDays: field.maxDays ?? null,
      })),
    }))
    ctx.ids.forms.set(form.key, id)
  }
}
