import { z } from '@/domain/zod'
import { boardItemKinds, isItemRef } from './board'
import { MOODBOARD_CANVAS, MOODBOARD_MAX_ITEMS, MOODBOARD_NOTE_MAX_CHARS, MOODBOARD_TITLE_MAX_CHARS } from './limits'

/*
 * What the endpoints accept (checked by the edge), apart from ./board so that the browser's
 * board code, which needs the rules but not zod, stays small. Messages are label keys.
 */

const coordinate = (max: number) => z.number().int().min(0).max(max)

export const boardItemSchema = z.object({
  kind: z.enum(boardItemKinds),
  ref: z.string().max(620),
  x: coordinate(MOODBOARD_CANVAS.width),
  y: coordinate(MOODBOARD_CANVAS.height),
  w: z.number().int().min(1).max(MOODBOARD_CANVAS.width),
  h: z.number().int().min(1).max(MOODBOARD_CANVAS.height),
  z: z.number().int().min(0).max(100_000),
  text: z.string().max(MOODBOARD_NOTE_MAX_CHARS, { error: 'moodboard.noteTooLong' }).default(''),
  colour: z.string().regex(/^(|#[0-9a-f]{6})$/).default(''),
}).refine((item) => isItemRef(item.kind, item.ref), { path: ['ref'] })

export const titleSchema = z.string().trim().min(1, { error: 'moodboard.titleRequired' }).max(MOODBOARD_TITLE_MAX_CHARS, { error: 'moodboard.titleTooLong' })
export const itemsSchema = z.array(boardItemSchema).max(MOODBOARD_MAX_ITEMS, { error: 'moodboard.tooManyItems' })

export const createSchema = z.object({ title: titleSchema, items: itemsSchema.default([]) })
export const renameSchema = z.object({ title: titleSchema })
export const saveItemsSchema = z.object({ items: itemsSchema })
export const shareSchema = z.object({ shared: z.boolean() })
export const emptySchema = z.object({}).strict()
