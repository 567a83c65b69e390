import { printable, printedCharacters } from '@/domain/print/text'
import { paintingOrder, type BoardItem, type BoardItemKind } from './board'
import { MOODBOARD_CANVAS } from './limits'
import { pieceRefOf, type Piece } from './pieces'

/** A board prints on A4 landscape (PDF points): the canvas's 3:2 fills it well. */
export const BOARD_PAPER = { width: 841.89, height: 595.28 } as const

/** The labels a printed board needs, in the visitor's language. */
export interface BoardSheetLabels {
  /** 'On this board': the title of the pages listing the pieces. */
  key: string
  code: string
  unavailable: string
  kinds: Record<BoardItemKind, string>
  /** "Page 2 of 5". */
  page: (page: number, pages: number) => string
}

/** One thing on the printed board: where it sits on the canvas and what the key says of it. */
export interface BoardSheetEntry {
  /** Its number on the canvas and in the key (reading order: top to bottom, left to right). */
  number: number
  kind: BoardItemKind
  /** The document's name, a swatch's name, a note's text; empty when nothing is known. */
  name: string
  /** A code, a swatch's colour; empty for the rest. */
  detail: string
  /** False for a product, material or image whose document is no longer published. */
  available: boolean
  image: string | null
  /** Its page on the site (products, materials, moods, projects, stories), for the QR code. */
  href: string | null
  /** A swatch's colour (`#rrggbb`), or empty. */
  colour: string
  x: number
  y: number
  w: number
  h: number
}

/** The printed board: the canvas as arranged (painting order) and its key. */
export interface BoardSheet {
  brand: string
  /** "Made on {date}", in the visitor's language. */
  date: string
  site: string
  title: string
  /** "A moodboard by Giulia" on the shared board's PDF; null on the owner's. */
  byline: string | null
  labels: BoardSheetLabels
  /** Back to front, as the canvas paints them. */
  entries: BoardSheetEntry[]
}

/** The board's items as the sheet prints them: numbered in reading order, listed back to front, every text `printable`. */
export function boardSheetEntries(items: readonly BoardItem[], pieces: readonly Piece[]): BoardSheetEntry[] {
  const byRef = new Map(pieces.map((piece) => [piece.ref, piece]))
  const reading = [...items].sort((a, b) => a.y - b.y || a.x - b.x)
  const numbers = new Map(reading.map((item, index) => [item, index + 1]))
  return paintingOrder(items).map((item) => {
    const ref = pieceRefOf(item)
    const piece = ref ? byRef.get(ref) : undefined
    const own = item.kind === 'note' || item.kind === 'swatch'
    return {
      number: numbers.get(item) ?? 0,
      kind: item.kind,
      name: printable(own ? item.text : (piece?.name ?? '')),
      detail: printable(item.kind === 'swatch' ? item.colour : (piece?.detail ?? '')),
      available: own || piece !== undefined,
      image: piece?.image ?? null,
      href: piece?.href ?? null,
      colour: item.kind === 'swatch' ? item.colour : '',
      x: item.x,
      y: item.y,
      w: item.w,
      h: item.h,
    }
  })
}

/** The entries in the key's order (their numbers). */
export const keyOrder = (entries: readonly BoardSheetEntry[]) => [...entries].sort((a, b) => a.number - b.number)

/** Where the canvas goes in a frame (PDF points, origin bottom left): as large as fits, its 3:2 kept, centred. */
export function fitCanvas(frame: { left: number; bottom: number; width: number; height: number }, canvas: { width: number; height: number } = MOODBOARD_CANVAS) {
  const scale = Math.min(frame.width / canvas.width, frame.height / canvas.height)
  const width = canvas.width * scale
  const height = canvas.height * scale
  return { scale, left: frame.left + (frame.width - width) / 2, top: frame.bottom + (frame.height + height) / 2, width, height }
}

/**
 * Blocks of the given heights flowed down columns, `columns` to a page: each block goes whole
 * into the first column with room (a block taller than a column gets a column of its own).
 * Returns each block's page (0-based), column and top offset from the column's top, and the page count.
 */
export function flowColumns(heights: readonly number[], columnHeight: number, columns: number): { placed: { page: number; column: number; offset: number }[]; pages: number } {
  const placed: { page: number; column: number; offset: number }[] = []
  let slot = 0
  let used = 0
  for (const height of heights) {
    if (used > 0 && used + height > columnHeight) {
      slot++
      used = 0
    }
    placed.push({ page: Math.floor(slot / columns), column: slot % columns, offset: used })
    used += height
  }
  return { placed, pages: heights.length === 0 ? 0 : Math.floor(slot / columns) + 1 }
}

/** Every character the sheet prints (the PDF's face is cut to them), each once. */
export function boardSheetCharacters(sheet: BoardSheet, pages: number): string {
  const { labels } = sheet
  const texts = [sheet.brand, sheet.date, sheet.site, sheet.title, sheet.byline ?? '', labels.key, labels.code, labels.unavailable, ...Object.values(labels.kinds), labels.page(pages, pages), '0123456789#…:·— ']
  for (const entry of sheet.entries) texts.push(entry.name, entry.detail)
  return printedCharacters(texts)
}

/** Black or white, whichever reads better on a swatch of `colour` (`#rrggbb`). */
export function captionOn(colour: string): 'dark' | 'light' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!match) return 'dark'
  const [r, g, b] = [match[1], match[2], match[3]].map((hex) => {
    const channel = parseInt(hex ?? '0', 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
  return luminance > 0.18 ? 'dark' : 'light'
}
