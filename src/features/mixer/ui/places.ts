import type { MixerPlace } from '../logic/moves'

/** A draggable's data: which sample, from where. */
export interface DragData {
  token: string
  from: MixerPlace
}

/** Droppable ids: one per slot, one for the board. */
export const BOARD_ID = 'board'
export const slotDropId = (slot: string) => `slot:${slot}`

export function placeOfDropId(id: string | number): MixerPlace | null {
  const text = String(id)
  if (text === BOARD_ID) return { kind: 'board' }
  if (text.startsWith('slot:')) return { kind: 'slot', slot: text.slice('slot:'.length) }
  return null
}

export const dragId = (token: string, from: MixerPlace) => `${from.kind === 'slot' ? `slot:${from.slot}` : from.kind}|${token}`

export function isDragData(value: unknown): value is DragData {
  return typeof value === 'object' && value !== null && 'token' in value && typeof value.token === 'string' && 'from' in value
}
