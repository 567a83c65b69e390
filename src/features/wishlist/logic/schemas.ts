import { z } from '@/domain/zod'
import { configValuePattern, WISHLIST_MERGE_BATCH, wishlistKinds } from './items'

/*
 * What the endpoints accept (checked by the edge). Apart from ./items so that the browser's
 * wishlist code, which needs the items' rules but not zod, stays small.
 */

/** A document id or a version's row id: short, plain characters (never a path or markup). */
const idSchema = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive().transform(String)])

export const wishlistItemSchema = z.object({
  kind: z.enum(wishlistKinds),
  id: idSchema,
  options: z.object({ version: idSchema.optional(), material: idSchema.optional(), config: z.string().regex(configValuePattern).optional() }).strict().default({}),
})

export const addSchema = wishlistItemSchema
export const removeSchema = wishlistItemSchema
export const mergeSchema = z.object({ items: z.array(wishlistItemSchema).max(WISHLIST_MERGE_BATCH) })
