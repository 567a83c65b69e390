import { chineseCodePointsOf } from '@/domain/fonts/chineseSubset'

/** Text that may hold Chinese characters: cheap to test before asking the layout whether it shows. */
const mayHoldChinese = /[\u2000-\u206f\u2e80-\u9fff\uf900-\ufaff\ufe10-\ufe4f\uff00-\uffef]/

function isShown(element: Element): boolean {
  if (element.closest('.sr-only')) return false
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0
}

/**
 * The Chinese characters the document shows now, ascending: its rendered text (not the closed
 * menus, hidden panels or screen-reader-only labels: their characters are fetched when they
 * show), placeholders, button values, and every option of a shown select (its list is drawn in
 * the select's font). Alt texts, titles and ARIA labels are not drawn with the page's fonts.
 */
export function shownChineseCodePoints(root: HTMLElement): number[] {
  const pieces: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const parent = node.parentElement
    if (!parent || !mayHoldChinese.test(text) || parent.closest('script, style, template, noscript, select')) continue
    if (isShown(parent)) pieces.push(text)
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder], input[type="submit"], input[type="button"], input[type="reset"]')) {
    const text = field.placeholder || field.value
    if (mayHoldChinese.test(text) && isShown(field)) pieces.push(text)
  }
  for (const select of root.querySelectorAll('select')) {
    if (isShown(select)) pieces.push(select.textContent)
  }
  return chineseCodePointsOf(pieces.join(''))
}
