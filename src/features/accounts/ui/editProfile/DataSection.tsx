import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from '../labels'
import { Section } from './Section'

/** Download my data: a JSON file of everything kept about the account (GET /api/user/data). */
export function DataSection({ locale, labels }: { locale: Locale; labels: AccountLabels }) {
  return (
    <Section id="data" title={labels.dataTitle} intro={labels.dataIntro}>
      <p>
        <a className="button" href={`/api/user/data?lang=${locale}`} download>
          {labels.dataDownload}
        </a>
      </p>
    </Section>
  )
}
