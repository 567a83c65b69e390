import { RichText } from '@/components/richtext/RichText'
import type { Locale } from '@/i18n/locales'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

export function RichTextBlock({ block, locale }: { block: RichTextBlockData; locale: Locale }) {
  return (
    <section className="prose section">
      <RichText data={block.content} locale={locale} />
    </section>
  )
}
