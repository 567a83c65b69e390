import { MIXER_MAX_BOARD, MIXER_MAX_QUERY_CHARS } from './limits'

/**
 * The materials mixer's composition and its address (issue 20): which scene, which sample on
 * which slot, which samples on the free board. Pure: the server reads the address with it, the
 * client writes it. Materials travel by their code made address-safe (`TESS 101` → `tess-101`).
 *
 * `?scene=living&slots=upholstery.tess-101~legs.legni-03&board=ple-02~pietre-01`
 */
export interface Composition {
  scene: string
  /** Slot code → material token, in the scene's slot order. */
  slots: Record<string, string>
  /** Material tokens on the sample board, in the visitor's order, each once. */
  board: string[]
}

/** What the address asked for, before it is checked against the scenes and the library. */
export interface RequestedComposition {
  scene: string | null
  slots: [slot: string, material: string][]
  board: string[]
}

/** A scene as the codec needs it: its code and its slots with the families they take. */
export interface MixerSceneRule {
  code: string
  slots: { code: string; accepts: readonly number[] }[]
}

/** A material as the codec needs it: its address token and its family. */
export interface MixerMaterialRule {
  token: string
  categoryId: number
}

/** Why the composition shown differs from the address asked for (shown to the visitor, never an error). */
export type MixerNotice =
  | { kind: 'unknownScene' }
  | { kind: 'unknownSlot'; slot: string }
  | { kind: 'unknownMaterial'; material: string }
  | { kind: 'notAccepted'; slot: string; material: string }
  | { kind: 'boardFull' }

const tokenPattern = /^[a-z0-9][a-z0-9-]{0,39}$/
const ENTRY = '~'
const PAIR = '.'

/** A material code as it travels in the address: lower case, anything but letters and digits a hyphen. */
export function materialToken(code: string): string {
  return code
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}

function firstValue(value: string | readonly string[] | undefined): string {
  const text = typeof value === 'string' ? value : (value?.[0] ?? '')
  return text.slice(0, MIXER_MAX_QUERY_CHARS).toLowerCase()
}

const entries = (text: string): string[] => (text === '' ? [] : text.split(ENTRY).filter(Boolean))

/** Reads the address's query (as the page's `searchParams` give it); anything malformed is left out. */
export function readComposition(query: Record<string, string | readonly string[] | undefined>): RequestedComposition {
  const scene = firstValue(query.scene)
  const slots: [string, string][] = []
  for (const entry of entries(firstValue(query.slots))) {
    const [slot = '', material = '', ...rest] = entry.split(PAIR)
    if (rest.length === 0 && tokenPattern.test(slot) && tokenPattern.test(material)) slots.push([slot, material])
  }
  const board = entries(firstValue(query.board)).filter((token) => tokenPattern.test(token))
  return { scene: tokenPattern.test(scene) ? scene : null, slots, board }
}

/** The query string of a composition (with its `?`), slots in the scene's order; empty parts are left out. */
export function compositionQuery(composition: Composition, slotOrder: readonly string[]): string {
  const params = [`scene=${composition.scene}`]
  const slots = slotOrder.flatMap((slot) => {
    const material = composition.slots[slot]
    return material ? [`${slot}${PAIR}${material}`] : []
  })
  if (slots.length > 0) params.push(`slots=${slots.join(ENTRY)}`)
  if (composition.board.length > 0) params.push(`board=${composition.board.join(ENTRY)}`)
  return `?${params.join('&')}`
}

const GROUP = '_'
/** A composition value's shape: codes and the separators, no longer than an address's query may be. */
export const compositionValuePattern = new RegExp(`^[a-z0-9][a-z0-9._~-]{0,${String(MIXER_MAX_QUERY_CHARS - 1)}}$`)

/**
 * A composition as one value other features keep (a moodboard's composition piece): the scene,
 * the slots and the board, each part as in the address, joined by `_` —
 * `living_upholstery.tess-101~legs.legni-03_ple-02~pietre-01`. Codes and separators only.
 */
export function compositionValue(composition: Composition, slotOrder: readonly string[]): string {
  const slots = slotOrder.flatMap((slot) => {
    const material = composition.slots[slot]
    return material ? [`${slot}${PAIR}${material}`] : []
  })
  return [composition.scene, slots.join(ENTRY), composition.board.join(ENTRY)].join(GROUP)
}

/** The address query of a composition value (what `readComposition` reads); a malformed value reads as an empty composition. */
export function queryOfValue(value: string): { scene: string; slots: string; board: string } {
  const [scene = '', slots = '', board = ''] = value.slice(0, MIXER_MAX_QUERY_CHARS).split(GROUP)
  return { scene, slots, board }
}

/** The query that opens the mixer's first scene with these samples on the board (a material page's 'try it'). */
export function boardQuery(tokens: readonly string[]): string {
  return `?board=${tokens.join(ENTRY)}`
}

/** Whether a slot takes a material of this family. */
export function slotAccepts(slot: { accepts: readonly number[] }, material: MixerMaterialRule): boolean {
  return slot.accepts.includes(material.categoryId)
}

/**
 * The nearest valid composition to what the address asked: an unknown scene becomes the first
 * scene; unknown slots and materials are dropped; a material the slot does not take goes to the
 * sample board instead (kept, not lost); the board keeps each sample once, up to its limit.
 * Every change is a notice. Assumes at least one scene.
 */
export function validComposition(
  requested: RequestedComposition,
  scenes: readonly MixerSceneRule[],
  materials: ReadonlyMap<string, MixerMaterialRule>,
): { composition: Composition; notices: MixerNotice[] } {
  const notices: MixerNotice[] = []
  const asked = requested.scene === null ? undefined : scenes.find((scene) => scene.code === requested.scene)
  if (requested.scene !== null && !asked) notices.push({ kind: 'unknownScene' })
  const scene = asked ?? scenes[0]
  if (!scene) throw new Error('The mixer needs at least one scene')
  const slots: Record<string, string> = {}
  const board: string[] = []
  const toBoard = (token: string) => {
    if (board.includes(token)) return
    if (board.length >= MIXER_MAX_BOARD) {
      if (!notices.some((notice) => notice.kind === 'boardFull')) notices.push({ kind: 'boardFull' })
      return
    }
    board.push(token)
  }
  for (const [slotCode, token] of requested.slots) {
    const slot = scene.slots.find((candidate) => candidate.code === slotCode)
    const material = materials.get(token)
    if (!material) {
      notices.push({ kind: 'unknownMaterial', material: token })
    } else if (!slot) {
      notices.push({ kind: 'unknownSlot', slot: slotCode })
      toBoard(token)
    } else if (!slotAccepts(slot, material)) {
      notices.push({ kind: 'notAccepted', slot: slotCode, material: token })
      toBoard(token)
    } else {
      slots[slotCode] = token
    }
  }
  for (const token of requested.board) {
    if (materials.has(token)) toBoard(token)
    else notices.push({ kind: 'unknownMaterial', material: token })
  }
  return { composition: { scene: scene.code, slots, board }, notices }
}
