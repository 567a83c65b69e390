import 'server-only'
import { buttonClass } from '@/components/controls/Button'
import { MAIL_ARCHIVE_QUERY_MAX_LENGTH } from '../logic/archive'
import type { ArchivedMail } from '../server/record'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/**
 * The communication archive: a search over subject and body (a plain GET form, so it works
 * without JavaScript and the search stays in the address), then each mail, newest first, its
 * text behind its subject.
 */
export function MailArchive({ mails, query, action, locale, t }: { mails: ArchivedMail[]; query: string; action: string; locale: Locale; t: Translate }) {
  const when = (iso: string) => new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))
  return (
    <>
      <form className="mail-archive__search" role="search" action={action} method="get">
        <label htmlFor="mail-archive-q" className="ctl-label">
          {t('mailArchive.search')}
        </label>
        <div className="mail-archive__search-row">
          <input id="mail-archive-q" name="q" type="search" className="ctl-input" defaultValue={query} maxLength={MAIL_ARCHIVE_QUERY_MAX_LENGTH} />
          <button type="submit" className={buttonClass('primary')}>
            {t('mailArchive.searchButton')}
          </button>
        </div>
      </form>
      <p className="mail-archive__count" role="status">
        {mails.length === 0 ? (query ? t('mailArchive.noResults', { query }) : t('mailArchive.empty')) : t('mailArchive.results', { count: mails.length })}
      </p>
      <ul className="mail-archive__list">
        {mails.map((mail) => (
          <li key={mail.id} className="mail-archive__item">
            <details>
              <summary>
                <span className="mail-archive__subject">{mail.subject}</span>
                <span className="mail-archive__date">{t('mailArchive.sentOn', { date: when(mail.sentAt) })}</span>
              </summary>
              <p className="mail-archive__body">{mail.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </>
  )
}
