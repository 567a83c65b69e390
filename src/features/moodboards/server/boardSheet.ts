import 'server-only'
import { getSiteChrome } from '@/data/site'
import { siteUrl } from '@/env'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { BoardItem } from '../logic/board'
import { boardSheetEntries, type BoardSheet, type BoardSheetLabels } from '../logic/boardSheet'
import { pieceRefOf, type Piece } from '../logic/pieces'
import { piecesByRef } from './pieces'

/** The printed board's labels in the visitor's language. */
export function boardSheetLabels(t: Translate): BoardSheetLabels {
  return {
    key: t('moodboard.pdf.key'),
    code: t('product.code'),
    unavailable: t('moodboard.unavailable'),
    kinds: {
      product: t('moodboard.kind.product'),
      material: t('moodboard.kind.material'),
      image: t('moodboard.kind.image'),
      swatch: t('moodboard.kind.swatch'),
      note: t('moodboard.kind.note'),
      configuration: t('moodboard.kind.configuration'),
      composition: t('moodboard.kind.composition'),
    },
    page: (page, pages) => t('wishlistPrint.page', { page, pages }),
  }
}

/**
 * A board as its PDF prints it, in the visitor's language, dated `now`: its pieces read from
 * published documents only (what is gone prints as 'no longer available'). `byline` names the
 * owner on a shared board's PDF (first name only), null on the owner's own; `known`: its pieces,
 * when the caller has read them already (the shared board's reader does).
 */
export async function boardSheet(board: { title: string; items: readonly BoardItem[] }, locale: Locale, t: Translate, now: Date, byline: string | null, known?: readonly Piece[]): Promise<BoardSheet> {
  const refs = [...new Set(board.items.map(pieceRefOf).filter((ref): ref is string => ref !== null))]
  const [{ settings }, pieces] = await Promise.all([getSiteChrome(locale), known ?? (refs.length > 0 ? piecesByRef(refs, locale) : Promise.resolve([]))])
  return {
    brand: settings.siteName,
    date: t('moodboard.pdf.date', { date: new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' }).format(now) }),
    site: new URL(siteUrl()).host,
    title: board.title,
    byline,
    labels: boardSheetLabels(t),
    entries: boardSheetEntries(board.items, pieces),
  }
}
