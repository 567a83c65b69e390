import type { Composition, MixerMaterialRule, MixerSceneRule } from '@/domain/mixer/composition'
import { slotAccepts } from '@/domain/mixer/composition'
import { MIXER_MAX_BOARD } from '@/domain/mixer/limits'

/** Where a sample is picked up or put down. */
export type MixerPlace = { kind: 'picker' } | { kind: 'slot'; slot: string } | { kind: 'board' }

/** What a drop did, for the announcement and the notice beside the composition. */
export type DropOutcome = 'placed' | 'swapped' | 'toBoard' | 'notAccepted' | 'boardFull' | 'unchanged'

export interface DropResult {
  composition: Composition
  outcome: DropOutcome
}

const withoutToken = (board: readonly string[], token: string) => board.filter((other) => other !== token)
const withoutSlot = (slots: Readonly<Record<string, string>>, slot: string): Record<string, string> => Object.fromEntries(Object.entries(slots).filter(([code]) => code !== slot))

/** Adds to the board's end unless it is there already; null when the board is full. */
function addToBoard(board: readonly string[], token: string): string[] | null {
  if (board.includes(token)) return [...board]
  if (board.length >= MIXER_MAX_BOARD) return null
  return [...board, token]
}

/**
 * One drag and drop on the composition: from the picker, a slot or the board, onto a slot or the
 * board. A slot takes only its families (refused otherwise, nothing changes); a sample moved from
 * a slot onto a taken slot swaps the two when each takes the other, else the one it displaces goes
 * to the board, so nothing the visitor chose disappears.
 */
export function dropSample(
  composition: Composition,
  scene: MixerSceneRule,
  material: MixerMaterialRule,
  from: MixerPlace,
  to: MixerPlace,
  materials: ReadonlyMap<string, MixerMaterialRule>,
): DropResult {
  const unchanged: DropResult = { composition, outcome: 'unchanged' }
  const token = material.token
  if (to.kind === 'board') {
    if (from.kind === 'board') return unchanged
    const board = addToBoard(composition.board, token)
    if (!board) return { composition, outcome: 'boardFull' }
    const slots = from.kind === 'slot' ? withoutSlot(composition.slots, from.slot) : { ...composition.slots }
    return { composition: { ...composition, slots, board }, outcome: 'toBoard' }
  }
  if (to.kind !== 'slot') return unchanged
  const target = scene.slots.find((slot) => slot.code === to.slot)
  if (!target) return unchanged
  if (from.kind === 'slot' && from.slot === to.slot) return unchanged
  if (!slotAccepts(target, material)) return { composition, outcome: 'notAccepted' }
  let slots = { ...composition.slots }
  let board = from.kind === 'board' ? withoutToken(composition.board, token) : [...composition.board]
  const displaced = slots[to.slot]
  slots[to.slot] = token
  let outcome: DropOutcome = 'placed'
  if (from.kind === 'slot') {
    slots = withoutSlot(slots, from.slot)
    const source = scene.slots.find((slot) => slot.code === from.slot)
    const displacedMaterial = displaced === undefined ? undefined : materials.get(displaced)
    if (displaced !== undefined && source && displacedMaterial && slotAccepts(source, displacedMaterial)) {
      slots[from.slot] = displaced
      outcome = 'swapped'
    } else if (displaced !== undefined) {
      board = addToBoard(board, displaced) ?? board
    }
  } else if (displaced !== undefined && displaced !== token) {
    board = addToBoard(board, displaced) ?? board
  }
  return { composition: { ...composition, slots, board }, outcome }
}

/** Takes a sample off a slot. */
export function clearSlot(composition: Composition, slot: string): Composition {
  return { ...composition, slots: withoutSlot(composition.slots, slot) }
}

/** Takes a sample off the board. */
export function removeFromBoard(composition: Composition, token: string): Composition {
  return { ...composition, board: withoutToken(composition.board, token) }
}

/** The compared pair after the visitor ticks or unticks a sample: at most two, the newest replacing the oldest. */
export function toggleCompared(compared: readonly string[], token: string, most = 2): string[] {
  if (compared.includes(token)) return compared.filter((other) => other !== token)
  return [...compared, token].slice(-most)
}
