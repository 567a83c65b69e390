import { RichText } from '@/components/richtext/RichText'
import type { Locale } from '@/i18n/locales'

/** Editor rich text in the site's prose style; nothing when empty. Links to other documents go to their page in `locale`. */
export function RichContent({ data, className, locale }: { data: unknown; className?: string; locale: Locale }) {
  return <RichText data={data} locale={locale} className={className} />
}
