import type { Locale } from '@/i18n/locales'
import type { NewsletterOutcome } from './subscription'

/** The page telling the visitor what happened (sent, confirmed, unsubscribed, invalid link, error). */
export function newsletterOutcomePath(locale: Locale, outcome: NewsletterOutcome): string {
  return `/${locale}/newsletter/${outcome}`
}

/** The links of a subscription mail, on the site's public address. */
export function newsletterLinks(origin: string, locale: Locale) {
  return {
    confirm: (token: string) => `${origin}/api/newsletter/confirm?lang=${locale}&token=${token}`,
    unsubscribe: (token: string) => `${origin}/api/newsletter/unsubscribe?lang=${locale}&token=${token}`,
  }
}
