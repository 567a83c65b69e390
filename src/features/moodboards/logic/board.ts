import { configurationValuePattern } from '@/domain/configurator/address'
import { compositionValuePattern } from '@/domain/mixer/composition'
import { MOODBOARD_CANVAS, MOODBOARD_GRID, MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, MOODBOARD_MIN_SIDE, MOODBOARD_NOTE_MAX_CHARS, MOODBOARD_TITLE_MAX_CHARS } from './limits'

/**
 * What a board can hold, in the order the editor's 'add' panel offers them; a configuration (a
 * configurable product as a visitor chose it) is added from the sofa configurator, a composition
 * (a scene and samples) from the materials mixer, not from the panel.
 */
export const boardItemKinds = ['product', 'material', 'image', 'swatch', 'note', 'configuration', 'composition'] as const
export type BoardItemKind = (typeof boardItemKinds)[number]

/** Where an image comes from: the cover of a mood, a project or a story. */
export const imageSources = ['mood', 'project', 'story'] as const
export type ImageSource = (typeof imageSources)[number]

/** One thing on a board's canvas, as the client and the endpoints exchange it. */
export interface BoardItem {
  kind: BoardItemKind
  /**
   * product/material: the document's id; image: `mood:12`, `project:3`, `story:8`; configuration:
   * the product's id and its configuration's address value, `12:av-sof-001-236_upholstery.tess-101`;
   * composition: its value, `living_upholstery.tess-101~legs.legni-03_ple-02`; swatch and note: empty.
   */
  ref: string
  x: number
  y: number
  w: number
  h: number
  /** Stacking order: higher is in front. */
  z: number
  /** A note's text, or a swatch's name. */
  text: string
  /** A swatch's colour (`#rrggbb`); empty for the rest. */
  colour: string
}

/** A board as its owner's list shows it. */
export interface BoardSummary {
  id: string
  title: string
  shared: boolean
  itemCount: number
  updatedAt: string
}

/** A board kept in the browser by an anonymous visitor. */
export interface LocalBoard {
  id: string
  title: string
  items: BoardItem[]
  updatedAt: string
}

/** A configuration piece's ref: the product's id, then its address value. */
export const configurationRefPattern = new RegExp(`^\\d{1,12}:${configurationValuePattern.source.slice(1, -1)}$`)
const plainRef = /^(|[A-Za-z0-9_-]{1,64}|(mood|project|story):[A-Za-z0-9_-]{1,64})$/
/** Whether a ref has the shape its kind needs (the endpoints and the browser's copy check it). */
export const isItemRef = (kind: BoardItemKind, ref: string): boolean => (kind === 'configuration' ? configurationRefPattern : kind === 'composition' ? compositionValuePattern : plainRef).test(ref)
const colourPattern = /^(|#[0-9a-f]{6})$/
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

export const isBoardId = (value: unknown): value is string => typeof value === 'string' && uuidV4.test(value)

/** A value on the grid, within [min, max]. */
export function snap(value: number, min: number, max: number, grid = MOODBOARD_GRID): number {
  const snapped = Math.round(value / grid) * grid
  return Math.min(Math.max(snapped, min), max)
}

/** The item moved by (dx, dy), snapped to the grid and kept wholly on the canvas. */
export function moved(item: BoardItem, dx: number, dy: number): BoardItem {
  return { ...item, x: snap(item.x + dx, 0, MOODBOARD_CANVAS.width - item.w), y: snap(item.y + dy, 0, MOODBOARD_CANVAS.height - item.h) }
}

/** The item resized by (dw, dh) from its top-left corner, snapped, never smaller than MOODBOARD_MIN_SIDE nor past the canvas. */
export function resized(item: BoardItem, dw: number, dh: number): BoardItem {
  return { ...item, w: snap(item.w + dw, MOODBOARD_MIN_SIDE, MOODBOARD_CANVAS.width - item.x), h: snap(item.h + dh, MOODBOARD_MIN_SIDE, MOODBOARD_CANVAS.height - item.y) }
}

/** The items in painting order: back to front, ties kept in list order. */
export function paintingOrder(items: readonly BoardItem[]): BoardItem[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => a.item.z - b.item.z || a.index - b.index).map(({ item }) => item)
}

/** The list with item `index` brought to the front; stacking numbers stay 0…n-1 (they never grow without end). */
export function broughtForward(items: readonly BoardItem[], index: number): BoardItem[] {
  const target = items[index]
  if (!target) return [...items]
  const order = paintingOrder(items).filter((item) => item !== target)
  order.push(target)
  const rank = new Map(order.map((item, position) => [item, position]))
  return items.map((item) => ({ ...item, z: rank.get(item) ?? 0 }))
}

/** The size a new item gets, by kind (canvas units). */
export const newItemSize: Record<BoardItemKind, { w: number; h: number }> = {
  product: { w: 240, h: 280 },
  material: { w: 180, h: 200 },
  image: { w: 320, h: 220 },
  swatch: { w: 140, h: 140 },
  note: { w: 260, h: 160 },
  // The configurator's picture is 1200 × 630: a wide frame with its caption below.
  configuration: { w: 360, h: 240 },
  // A scene (about 3:2) with its samples, and its caption.
  composition: { w: 360, h: 280 },
}

/** An item before it is placed on the canvas. */
export type NewItem = Omit<BoardItem, 'x' | 'y' | 'z'>

/** Where a new item goes: a free-looking cascade from the top left, in front of the rest. */
export function placed(items: readonly BoardItem[], item: NewItem): BoardItem {
  const step = (items.length % 10) * MOODBOARD_GRID * 2
  const z = items.reduce((top, other) => Math.max(top, other.z + 1), 0)
  return { ...item, x: snap(MOODBOARD_GRID * 2 + step, 0, MOODBOARD_CANVAS.width - item.w), y: snap(MOODBOARD_GRID * 2 + step, 0, MOODBOARD_CANVAS.height - item.h), z }
}

/** Why a board's items may not be saved, as a label key, or null when they may. */
export function itemsProblem(items: readonly BoardItem[]): 'moodboard.tooManyItems' | 'moodboard.noteTooLong' | null {
  if (items.length > MOODBOARD_MAX_ITEMS) return 'moodboard.tooManyItems'
  if (items.some((item) => item.text.length > MOODBOARD_NOTE_MAX_CHARS)) return 'moodboard.noteTooLong'
  return null
}

const isFiniteInteger = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** Whether a value read back from the browser's storage is a well-formed item (storage is the visitor's to edit). */
export function isBoardItem(value: unknown): value is BoardItem {
  if (typeof value !== 'object' || value === null) return false
  const { kind, ref, x, y, w, h, z, text, colour } = value as Record<string, unknown>
  const knownKind = boardItemKinds.find((known) => known === kind)
  return (
    knownKind !== undefined &&
    typeof ref === 'string' &&
    isItemRef(knownKind, ref) &&
    isFiniteInteger(x, 0, MOODBOARD_CANVAS.width) &&
    isFiniteInteger(y, 0, MOODBOARD_CANVAS.height) &&
    isFiniteInteger(w, 1, MOODBOARD_CANVAS.width) &&
    isFiniteInteger(h, 1, MOODBOARD_CANVAS.height) &&
    isFiniteInteger(z, 0, 100_000) &&
    typeof text === 'string' &&
    text.length <= MOODBOARD_NOTE_MAX_CHARS &&
    typeof colour === 'string' &&
    colourPattern.test(colour)
  )
}

/** Whether a value read back from the browser's storage is a well-formed local board. */
export function isLocalBoard(value: unknown): value is LocalBoard {
  if (typeof value !== 'object' || value === null) return false
  const { id, title, items, updatedAt } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 64 &&
    typeof title === 'string' &&
    title.length <= MOODBOARD_TITLE_MAX_CHARS &&
    typeof updatedAt === 'string' &&
    Array.isArray(items) &&
    items.length <= MOODBOARD_MAX_ITEMS &&
    items.every(isBoardItem)
  )
}

/**
 * What a sign-in does with the boards kept in the browser: as many as the account has room
 * for go up (oldest first, so the account's order is the browser's), the rest stay in the
 * browser — nothing lost, nothing past the limit.
 */
export function boardsToMerge(local: readonly LocalBoard[], accountCount: number, limit = MOODBOARD_MAX_BOARDS): { upload: LocalBoard[]; keep: LocalBoard[] } {
  const oldestFirst = [...local].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
  const room = Math.max(0, limit - accountCount)
  return { upload: oldestFirst.slice(0, room), keep: oldestFirst.slice(room) }
}

/** The title a copy gets: the original's, marked, within the title's length. */
export function copyTitle(title: string, mark: string): string {
  return `${title} (${mark})`.slice(0, MOODBOARD_TITLE_MAX_CHARS)
}
