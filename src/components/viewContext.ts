import type { QueryValues } from '@/domain/catalogue/queryString'
import type { Market } from '@/domain/catalogue/types'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** What every view needs besides its content: the language, its `Intl` tag, the labels and what is hidden in it. */
export interface ViewContext {
  locale: Locale
  /** BCP 47 tag for `Intl`. */
  tag: string
  t: Translate
  /** `{collection}:{id}` keys an editor hid in this language. */
  hidden: ReadonlySet<string>
  /** Whose list prices and currency the catalogue quotes (the language's market, or the visitor's choice). */
  market: Market
  /** The query string of a filtered product list (absent on cached pages: the plain list). */
  listQuery?: QueryValues
}
