import { z } from '@/domain/zod'

/** What acknowledging a warning sends: the recorded change's id. */
export interface AcknowledgeForm {
  change: number
}

export const acknowledgeSchema: z.ZodType<AcknowledgeForm> = z.object({
  change: z.number({ error: 'validation.notAnOption' }).int({ error: 'validation.notAnOption' }).positive({ error: 'validation.notAnOption' }),
})
