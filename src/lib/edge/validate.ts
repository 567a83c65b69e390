import type { z } from 'zod'
import type { Translate } from '@/i18n/translator'

export type Validated<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> }

/**
 * Checks input with a zod schema whose messages are label keys; what fails is answered per
 * field in the visitor's language (the first problem of each field).
 */
export function validateWith<T>(schema: z.ZodType<T>, input: unknown, t: Translate, values: Record<string, string | number> = {}): Validated<T> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= t(issue.message, values)
  }
  return { ok: false, fields }
}
