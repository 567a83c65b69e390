import { chineseCodePointsOf } from '@/domain/fonts/chineseSubset'

/** Text that may hold Chinese characters: cheap to test before asking the layout whether it shows. */
const mayHoldChinese = /[\u2000-\u206f\u2e80-\u9fff\uf900-\ufaff\ufe10-\ufe4f\uff00-\uffef]/

function isShown(element: Element): boolean {
  if (element.closest('.sr-only')) return false
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    : element.getClientRects().length > 0
}

/** The nearest ancestor that cuts its content off (overflow hidden or clip: a clamped intro, a cropped card), if any. */
function clipperOf(element: Element, known: Map<Element, Element | null>): Element | null {
  const cached = known.get(element)
  if (cached !== undefined) return cached
  const style = getComputedStyle(element)
  const clips = /hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)
  const clipper = clips ? element : element.parentElement ? clipperOf(element.parentElement, known) : null
  known.set(element, clipper)
  return clipper
}

const within = (rect: DOMRect, box: DOMRect) => rect.top >= box.top && rect.bottom <= box.bottom && rect.left >= box.left && rect.right <= box.right
const outside = (rect: DOMRect, box: DOMRect) => rect.bottom <= box.top || rect.top >= box.bottom || rect.right <= box.left || rect.left >= box.right

/**
 * The characters of a text node that lie inside its clipping box (a clamped intro shows only its
 * first lines). A node wholly inside or wholly outside the box is settled by one measure of the
 * node; only a node across the box's edge is measured character by character (a layout query
 * each: on a Chinese search page that was hundreds of them, in the hydration's long task).
 */
function charactersInside(node: Text, box: DOMRect): string {
  const range = document.createRange()
  const text = node.data
  range.selectNodeContents(node)
  const whole = range.getBoundingClientRect()
  if (within(whole, box)) return text
  if (outside(whole, box)) return ''
  let inside = ''
  let offset = 0
  for (const character of text) {
    const end = offset + character.length
    if (mayHoldChinese.test(character)) {
      range.setStart(node, offset)
      range.setEnd(node, end)
      const rect = range.getBoundingClientRect()
      if (rect.bottom > box.top && rect.top < box.bottom && rect.right > box.left && rect.left < box.right) inside += character
    }
    offset = end
  }
  return inside
}

/**
 * The Chinese characters the document shows now, ascending: its rendered text (not the closed
 * menus, hidden panels, faded-out slides, lines cut off by a clamp or screen-reader-only labels:
 * their characters are fetched when they show), placeholders, button values, and every option
 * of a shown select (its list is drawn in the select's font). Alt texts, titles and ARIA labels
 * are not drawn with the page's fonts.
 */
export function shownChineseCodePoints(root: HTMLElement): number[] {
  const pieces: string[] = []
  const clippers = new Map<Element, Element | null>()
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const parent = node.parentElement
    if (!parent || !(node instanceof Text) || !mayHoldChinese.test(text) || parent.closest('script, style, template, noscript, select')) continue
    if (!isShown(parent)) continue
    const clipper = clipperOf(parent, clippers)
    pieces.push(clipper ? charactersInside(node, clipper.getBoundingClientRect()) : text)
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
