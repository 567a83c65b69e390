import { ConsentText } from '@/components/ConsentText'
import { getPrivacyPath } from '@/data/site'
import { linkedLabel } from '@/domain/labels/linkTag'
import type { NewsletterBlock as NewsletterData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { NewsletterForm } from './lazy.client'

/** The newsletter slot: title, text and the subscription form, in the page's language. */
export async function NewsletterBlock({ block, context }: { block: NewsletterData; context: ViewContext }) {
  const { locale, t } = context
  const privacyPath = await getPrivacyPath(locale)
  const titleId = `newsletter-${block.id ?? 'block'}`
  return (
    <section className="newsletter section" aria-labelledby={titleId}>
      <div className="newsletter__intro">
        <h2 id={titleId}>{block.title || t('newsletter.title')}</h2>
        <p>{block.text || t('newsletter.description')}</p>
      </div>
      <NewsletterForm
        locale={locale}
        labels={{
          email: t('newsletter.emailLabel'),
          emailPlaceholder: t('newsletter.emailPlaceholder'),
          firstName: t('form.name'),
          optional: t('form.optional'),
          submit: t('newsletter.submit'),
          sending: t('newsletter.sending'),
          error: t('newsletter.error'),
          checkFields: t('validation.checkFields'),
          consentName: t('form.privacy'),
          messages: Object.fromEntries(['form.fieldRequired', 'form.invalidEmail', 'form.tooLong', 'newsletter.consentRequired'].map((key) => [key, t(key)])),
        }}
        consent={<ConsentText parts={linkedLabel(t, 'newsletter.consent')} href={privacyPath} newWindow={t('site.opensInNewWindow')} />}
      />
    </section>
  )
}
