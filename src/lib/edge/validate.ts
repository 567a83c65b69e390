import type { z } from 'zod'
import { checkInput, fieldMessages } from '@/domain/http/inputIssues'
import type { Translate } from '@/i18n/translator'

export type Validated<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> }

/**
 * Checks input with a zod schema whose messages are label keys; what fails is answered per
 * field in the visitor's language (the first problem of each field). For input that is not a
 * request body; a body is checked by the edge (`schema` of src/lib/edge/endpoint.ts).
 */
export function validateWith<T>(schema: z.ZodType<T>, input: unknown, t: Translate, values: Record<string, string | number> = {}): Validated<T> {
  const result = checkInput(schema, input)
  return result.ok ? result : { ok: false, fields: fieldMessages(result.problems, t, values) }
}
