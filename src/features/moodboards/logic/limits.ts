/** Most boards one visitor keeps (issue 19); the next one is refused with a clear message. */
export const MOODBOARD_MAX_BOARDS = 100
/** Most items on one board; a save carrying more is refused with a clear message. */
export const MOODBOARD_MAX_ITEMS = 200
/** Longest text note, in characters. */
export const MOODBOARD_NOTE_MAX_CHARS = 2000
/** Longest board title, in characters. */
export const MOODBOARD_TITLE_MAX_CHARS = 120
/**
 * Largest body of a layout save: 200 items, each a note of 2,000 characters of Chinese (three
 * bytes each in UTF-8) and escaping, fit; anything larger is refused unread (413).
 */
export const MOODBOARD_SAVE_MAX_BYTES = 1_536 * 1024
/** How long a deleted board can be brought back (undo) before it is gone for good. */
export const MOODBOARD_UNDO_SECONDS = 600
/** The canvas every board is laid out on (its own units; the page scales it to the screen). */
export const MOODBOARD_CANVAS = { width: 1200, height: 800 } as const
/** The grid positions and sizes snap to. */
export const MOODBOARD_GRID = 20
/** The smallest side of an item on the canvas. */
export const MOODBOARD_MIN_SIDE = 60
/** Where the browser keeps an anonymous visitor's boards. */
export const MOODBOARD_LOCAL_KEY = 'vesta.moodboards'
