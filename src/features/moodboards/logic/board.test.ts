import { describe, expect, it } from 'vitest'
import { boardsToMerge, broughtForward, copyTitle, isBoardItem, isLocalBoard, itemsProblem, moved, paintingOrder, placed, resized, snap, type BoardItem, type LocalBoard } from './board'
import { MOODBOARD_CANVAS, MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, MOODBOARD_MIN_SIDE, MOODBOARD_NOTE_MAX_CHARS, MOODBOARD_TITLE_MAX_CHARS } from './limits'

const item = (overrides: Partial<BoardItem> = {}): BoardItem => ({ kind: 'note', ref: '', x: 100, y: 100, w: 200, h: 160, z: 0, text: 'Warm oak', colour: '', ...overrides })
const board = (id: string, updatedAt: string): LocalBoard => ({ id, title: id, items: [], updatedAt })

describe('moving and resizing on the canvas', () => {
  it('snaps to the grid and keeps the item wholly on the canvas', () => {
    expect(snap(49, 0, 1000)).toBe(40)
    expect(snap(51, 0, 1000)).toBe(60)
    expect(moved(item(), 20, -20)).toMatchObject({ x: 120, y: 80 })
    expect(moved(item(), -500, 5000)).toMatchObject({ x: 0, y: MOODBOARD_CANVAS.height - 160 })
    expect(moved(item({ x: 1000 }), 9999, 0).x).toBe(MOODBOARD_CANVAS.width - 200)
  })

  it('resizes within the canvas and never below the smallest side', () => {
    expect(resized(item(), 40, 20)).toMatchObject({ w: 240, h: 180 })
    expect(resized(item(), -1000, -1000)).toMatchObject({ w: MOODBOARD_MIN_SIDE, h: MOODBOARD_MIN_SIDE })
    expect(resized(item({ x: 1000 }), 1000, 0).w).toBe(MOODBOARD_CANVAS.width - 1000)
  })
})

describe('stacking order', () => {
  it('paints back to front, ties in list order', () => {
    const a = item({ text: 'a', z: 2 })
    const b = item({ text: 'b', z: 0 })
    const c = item({ text: 'c', z: 0 })
    expect(paintingOrder([a, b, c]).map((each) => each.text)).toEqual(['b', 'c', 'a'])
  })

  it('brings one item to the front and keeps the numbers 0…n-1', () => {
    const items = [item({ text: 'a', z: 5 }), item({ text: 'b', z: 9 }), item({ text: 'c', z: 7 })]
    const after = broughtForward(items, 0)
    expect(after.map((each) => [each.text, each.z])).toEqual([['a', 2], ['b', 1], ['c', 0]])
    expect(paintingOrder(after).map((each) => each.text)).toEqual(['c', 'b', 'a'])
    expect(broughtForward(items, 7)).toEqual(items)
  })

  it('places a new item in front of the rest', () => {
    const items = [item({ z: 3 }), item({ z: 1 })]
    expect(placed(items, { kind: 'swatch', ref: '', w: 120, h: 120, text: '', colour: '#aa8866' })).toMatchObject({ z: 4, x: 120, y: 120 })
  })
})

describe('limits', () => {
  it('refuses more than MOODBOARD_MAX_ITEMS items and notes past MOODBOARD_NOTE_MAX_CHARS', () => {
    expect(itemsProblem(Array.from({ length: MOODBOARD_MAX_ITEMS }, () => item()))).toBeNull()
    expect(itemsProblem(Array.from({ length: MOODBOARD_MAX_ITEMS + 1 }, () => item()))).toBe('moodboard.tooManyItems')
    expect(itemsProblem([item({ text: 'x'.repeat(MOODBOARD_NOTE_MAX_CHARS) })])).toBeNull()
    expect(itemsProblem([item({ text: 'x'.repeat(MOODBOARD_NOTE_MAX_CHARS + 1) })])).toBe('moodboard.noteTooLong')
  })

  it('keeps a copy’s title within the title’s length', () => {
    expect(copyTitle('Living room', 'copy')).toBe('Living room (copy)')
    expect(copyTitle('x'.repeat(MOODBOARD_TITLE_MAX_CHARS), 'copy')).toHaveLength(MOODBOARD_TITLE_MAX_CHARS)
  })
})

describe('boards kept in the browser', () => {
  it('reads back only well-formed boards and items (storage is the visitor’s to edit)', () => {
    expect(isBoardItem(item())).toBe(true)
    expect(isBoardItem(item({ kind: 'image', ref: 'mood:12' }))).toBe(true)
    expect(isBoardItem({ ...item(), ref: '../../etc' })).toBe(false)
    expect(isBoardItem({ ...item(), colour: 'red' })).toBe(false)
    expect(isBoardItem({ ...item(), x: 1.5 })).toBe(false)
    expect(isBoardItem({ ...item(), kind: 'script' })).toBe(false)
    expect(isLocalBoard({ ...board('a', '2026-01-01'), items: [item()] })).toBe(true)
    expect(isLocalBoard({ ...board('a', '2026-01-01'), items: [{ ...item(), text: 7 }] })).toBe(false)
  })

  it('merges oldest first, as many as the account has room for, and keeps the rest in the browser', () => {
    const local = [board('new', '2026-03-01'), board('old', '2026-01-01'), board('mid', '2026-02-01')]
    expect(boardsToMerge(local, 0)).toEqual({ upload: [local[1], local[2], local[0]], keep: [] })
    const nearlyFull = boardsToMerge(local, MOODBOARD_MAX_BOARDS - 2)
    expect(nearlyFull.upload.map((each) => each.id)).toEqual(['old', 'mid'])
    expect(nearlyFull.keep.map((each) => each.id)).toEqual(['new'])
    expect(boardsToMerge(local, MOODBOARD_MAX_BOARDS + 5).upload).toEqual([])
  })
})
