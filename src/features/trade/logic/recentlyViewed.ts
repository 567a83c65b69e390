import { z } from '@/domain/zod'

/** The body of `POST /api/trade/recently-viewed`: the product the visitor opened. */
export const viewSchema = z.object({ productId: z.number().int().positive() }).strict()
export type ViewBody = z.infer<typeof viewSchema>
