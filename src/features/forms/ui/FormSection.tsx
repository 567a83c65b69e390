import { ConsentText } from '@/components/ConsentText'
import type { ViewContext } from '@/components/viewContext'
import { getMessages } from '@/data/messages'
import { getPrivacyPath } from '@/data/site'
import { formLimits } from '@/domain/forms/fieldTypes'
import { pickClientLabels } from '@/domain/labels/clientLabels'
import { linkedLabel } from '@/domain/labels/linkTag'
import { LabelsProvider } from '@/runtime/labels/LabelsProvider'
import { formatFileSize } from '../logic/attachments'
import { countryOptions, defaultCallingCode } from '../logic/countries'
import { getPublicForm } from '../server/publicForms'
import { PublicFormView } from './lazy.client'

const labelPrefixes = ['form.', 'validation.', 'proofOfWork.', 'site.opensInNewWindow', 'common.back']

/**
 * An editor-built form on a page, in the page's language: the form's public part only (never its
 * recipients), the countries named in the language, the privacy consent linking the policy. Posts
 * to /api/forms/submit, with or without JavaScript. A form deleted since the page was made shows nothing.
 */
export async function FormSection({ formId, title, context }: { formId: number; title?: string | null; context: ViewContext }) {
  const { locale, t } = context
  const [form, privacyPath, messages] = await Promise.all([getPublicForm(formId, locale), getPrivacyPath(locale), getMessages(locale)])
  if (!form) return null
  const titleId = `form-${form.id}-title`
  const keys = Object.keys(messages).filter((key) => labelPrefixes.some((prefix) => key.startsWith(prefix)))
  return (
    <section className="form-section section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title || form.title}</h2>
      {form.intro ? <p className="form-section__intro">{form.intro}</p> : null}
      <LabelsProvider locale={locale} initial={pickClientLabels(messages, keys)}>
        <PublicFormView
          form={form}
          countries={countryOptions(locale)}
          defaultPrefix={defaultCallingCode(locale)}
          sizeLimits={{ attachment: formatFileSize(formLimits.attachmentMaxBytes, locale), total: formatFileSize(formLimits.submissionMaxAttachmentBytes, locale) }}
          privacy={<ConsentText parts={linkedLabel(t, 'form.privacyConsent')} href={privacyPath} newWindow={t('site.opensInNewWindow')} />}
        />
      </LabelsProvider>
    </section>
  )
}
