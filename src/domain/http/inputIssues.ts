import type { z } from 'zod'
import type { Translate } from '@/i18n/translator'

/**
 * Input checked with a zod schema whose messages are label keys. A schema names the label of a
 * field's problem with zod's `error` option (`z.literal(true, { error: 'form.consentRequired' })`);
 * every problem it does not name gets one of a handful of generic labels (genericLabel).
 */
export type CheckedInput<T> = { ok: true; value: T } | { ok: false; problems: Record<string, FieldProblem> }

/** The first problem of one field: a label key and the numbers its message may quote. */
export interface FieldProblem {
  label: string
  values: Record<string, number>
}

/** Where the problems of the input as a whole (not an object, not JSON) are reported. */
export const wholeInputField = 'body'

const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/** The label of a problem no schema named: required, too long or short, e-mail, date, not an option. */
export function genericLabel(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? 'form.fieldRequired' : 'validation.invalidValue'
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 && isEmpty(issue.input) ? 'form.fieldRequired' : 'form.tooShort'
      return 'validation.invalidValue'
    case 'too_big':
      return issue.origin === 'string' ? 'form.tooLong' : 'validation.invalidValue'
    case 'invalid_format':
      if (issue.format === 'email') return 'form.invalidEmail'
      return issue.format === 'date' || issue.format === 'datetime' ? 'form.invalidDate' : 'validation.invalidValue'
    case 'invalid_value':
      return isEmpty(issue.input) ? 'form.fieldRequired' : 'validation.notAnOption'
    default:
      return 'validation.invalidValue'
  }
}

/** The numbers a size problem's message quotes ({min}, {max}). */
function valuesOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return { min: issue.minimum }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { max: issue.maximum }
  return {}
}

/** Parses input with a schema; what fails is reported per top-level field, first problem first. */
export function checkInput<T>(schema: z.ZodType<T>, input: unknown): CheckedInput<T> {
  const result = schema.safeParse(input, { error: genericLabel })
  if (result.success) return { ok: true, value: result.data }
  const problems: Record<string, FieldProblem> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : wholeInputField
    problems[field] ??= { label: issue.message, values: valuesOf(issue) }
  }
  return { ok: false, problems }
}

/** The label key of each field's problem. */
export function problemLabels(problems: Record<string, FieldProblem>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.label]))
}

/** Each field's problem in the visitor's language; `values` fill what a label quotes beyond {min}/{max}. */
export function fieldMessages(problems: Record<string, FieldProblem>, t: Translate, values: Record<string, string | number> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(problem.label, { ...values, ...problem.values })]))
}

/** A plain object's fields, or none: garbage is reported field by field, never as one problem. */
export const asFields = (input: unknown): unknown => (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {})
