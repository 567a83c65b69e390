'use client'
import { mfaSetUpPath } from '@/features/accounts/client'
import { isLocale } from '@/i18n/locales'
import { boardsToMerge, isLocalBoard, type BoardItem, type BoardSummary, type LocalBoard } from '../logic/board'
import { MOODBOARD_LOCAL_KEY, MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS } from '../logic/limits'

/** A board with its items, from the account or the browser. */
export interface Board extends BoardSummary {
  items: BoardItem[]
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

/** Where the visitor's boards live: the account (signed in) or this browser (anonymous). */
export interface BoardsBackend {
  signedIn: boolean
  list(): Promise<Outcome<BoardSummary[]>>
  create(title: string, items?: BoardItem[]): Promise<Outcome<BoardSummary>>
  rename(id: string, title: string): Promise<Outcome<string>>
  duplicate(id: string): Promise<Outcome<BoardSummary>>
  remove(id: string): Promise<Outcome<true>>
  restore(id: string): Promise<Outcome<true>>
  get(id: string): Promise<Outcome<Board>>
  save(id: string, items: BoardItem[]): Promise<Outcome<string>>
  share(id: string, shared: boolean): Promise<Outcome<boolean>>
}

/** The messages the browser's own refusals show (the server sends its own). */
export interface BackendMessages {
  failed: string
  missing: string
  full: string
  tooManyItems: string
  copyMark: string
}

type Answer = { status: number; body: Record<string, unknown> }
async function call(url: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const parsed: unknown = await response.json().catch(() => ({}))
    return {
      status: response.status,
      body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {},
    }
  } catch {
    return { status: 0, body: {} }
  }
}

/** The refusal's own message (the first field's, for a field problem), else the generic one. */
function refusal(answer: Answer, fallback: string): { ok: false; message: string } {
  const fields = answer.body.fields
  const fieldMessage = typeof fields === 'object' && fields !== null ? Object.values(fields).find((value) => typeof value === 'string') : undefined
  const message = typeof fieldMessage === 'string' ? fieldMessage : typeof answer.body.message === 'string' ? answer.body.message : fallback
  return { ok: false, message }
}

/** The boards of the signed-in visitor's account, through the never-cached endpoints. */
export function accountBackend(lang: string, messages: BackendMessages): BoardsBackend {
  const base = '/api/user/moodboards'
  const at = (path: string) => `${base}${path}?lang=${lang}`
  const expect = async <T>(answer: Promise<Answer>, pick: (body: Record<string, unknown>) => T): Promise<Outcome<T>> => {
    const settled = await answer
    return settled.status >= 200 && settled.status < 300 ? { ok: true, value: pick(settled.body) } : refusal(settled, messages.failed)
  }
  const board = (body: Record<string, unknown>) => body.board as Board
  return {
    signedIn: true,
    list: () => expect(call(at('')), (body) => (Array.isArray(body.boards) ? (body.boards as BoardSummary[]) : [])),
    create: (title, items = []) => expect(call(at('/create'), { title, items }), board),
    rename: (id, title) => expect(call(at(`/${id}/rename`), { title }), (body) => String(body.title)),
    duplicate: (id) => expect(call(at(`/${id}/duplicate`), {}), board),
    remove: (id) => expect(call(at(`/${id}/delete`), {}), () => true as const),
    restore: (id) => expect(call(at(`/${id}/restore`), {}), () => true as const),
    get: (id) => expect(call(at(`/${id}`)), board),
    save: (id, items) => expect(call(at(`/${id}/items`), { items }), (body) => String(body.savedAt)),
    share: (id, shared) => expect(call(at(`/${id}/share`), { shared }), (body) => body.shared === true),
  }
}

/** The boards an anonymous visitor keeps in this browser (read back with care: the visitor may edit them). */
export function readLocalBoards(): LocalBoard[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MOODBOARD_LOCAL_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isLocalBoard) : []
  } catch {
    return []
  }
}
export function writeLocalBoards(boards: readonly LocalBoard[]): void {
  if (boards.length === 0) window.localStorage.removeItem(MOODBOARD_LOCAL_KEY)
  else window.localStorage.setItem(MOODBOARD_LOCAL_KEY, JSON.stringify(boards))
}

const summaryOf = (board: LocalBoard): Board => ({
  id: board.id,
  title: board.title,
  shared: false,
  itemCount: board.items.length,
  updatedAt: board.updatedAt,
  items: board.items,
})

/** The same operations on the browser's copy; deleted boards wait in memory for an undo. */
export function browserBackend(messages: BackendMessages): BoardsBackend {
  const deleted = new Map<string, LocalBoard>()
  const change = <T>(work: (boards: LocalBoard[]) => Outcome<T>): Promise<Outcome<T>> => {
    const boards = readLocalBoards()
    const outcome = work(boards)
    if (outcome.ok) writeLocalBoards(boards)
    return Promise.resolve(outcome)
  }
  const now = () => new Date().toISOString()
  const add = (boards: LocalBoard[], title: string, items: BoardItem[]): Outcome<BoardSummary> => {
    if (boards.length >= MOODBOARD_MAX_BOARDS) return { ok: false, message: messages.full }
    const board: LocalBoard = {
      id: `local-${crypto.randomUUID()}`,
      title,
      items,
      updatedAt: now(),
    }
    boards.unshift(board)
    return { ok: true, value: summaryOf(board) }
  }
  const find = (boards: LocalBoard[], id: string) => boards.find((board) => board.id === id)
  return {
    signedIn: false,
    list: () =>
      Promise.resolve({
        ok: true,
        value: readLocalBoards()
          .map(summaryOf)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
      }),
    create: (title, items = []) => change((boards) => add(boards, title, items)),
    rename: (id, title) =>
      change((boards) => {
        const board = find(boards, id)
        if (!board) return { ok: false, message: messages.missing }
        Object.assign(board, { title, updatedAt: now() })
        return { ok: true, value: title }
      }),
    duplicate: (id) =>
      change((boards) => {
        const board = find(boards, id)
        return board ? add(boards, `${board.title} (${messages.copyMark})`, board.items) : { ok: false, message: messages.missing }
      }),
    remove: (id) =>
      change((boards) => {
        const index = boards.findIndex((board) => board.id === id)
        const [board] = index >= 0 ? boards.splice(index, 1) : []
        if (!board) return { ok: false, message: messages.missing }
        deleted.set(id, board)
        return { ok: true, value: true }
      }),
    restore: (id) =>
      change((boards) => {
        const board = deleted.get(id)
        if (!board) return { ok: false, message: messages.missing }
        if (boards.length >= MOODBOARD_MAX_BOARDS) return { ok: false, message: messages.full }
        deleted.delete(id)
        boards.push(board)
        return { ok: true, value: true }
      }),
    get: (id) => {
      const board = find(readLocalBoards(), id)
      return Promise.resolve(board ? { ok: true, value: summaryOf(board) } : { ok: false, message: messages.missing })
    },
    save: (id, items) =>
      change((boards) => {
        const board = find(boards, id)
        if (!board) return { ok: false, message: messages.missing }
        if (items.length > MOODBOARD_MAX_ITEMS) return { ok: false, message: messages.tooManyItems }
        Object.assign(board, { items, updatedAt: now() })
        return { ok: true, value: board.updatedAt }
      }),
    share: () => Promise.resolve({ ok: false, message: messages.failed }),
  }
}

/**
 * Asks the server who is visiting: signed in, the account's boards (after moving the boards kept
 * in this browser into it, as many as fit: the rest stay here, `kept` says how many); signed out,
 * this browser's boards. A visitor held at the forced MFA set-up is sent there.
 */
export async function openBackend(lang: string, messages: BackendMessages): Promise<{ backend: BoardsBackend; kept: number } | null> {
  const first = await call(`/api/user/moodboards?lang=${lang}`)
  // Signed in, but the site's policy asks MFA of the visitor and it is off: to the forced set-up.
  if (first.status === 403 && first.body.error === 'mfa_setup_required' && isLocale(lang)) window.location.replace(mfaSetUpPath(lang))
  if (first.status !== 200) return null
  if (first.body.signedIn !== true) return { backend: browserBackend(messages), kept: 0 }
  const backend = accountBackend(lang, messages)
  const local = readLocalBoards()
  if (local.length === 0) return { backend, kept: 0 }
  const count = Array.isArray(first.body.boards) ? first.body.boards.length : 0
  const { upload, keep } = boardsToMerge(local, count)
  const left = [...keep]
  for (const board of upload) {
    const created = await backend.create(board.title, board.items)
    if (!created.ok) left.push(board)
  }
  writeLocalBoards(left)
  return { backend, kept: left.length }
}
