import { provincesOf, regionsOf } from '@/domain/places/regions'
import type { PublicField } from './publicForm'

// The names a form's composite fields post under, shared by the form in the browser and by the
// schema (formSchema.ts), which the browser loads only when the visitor sends the form.

/** The key of a phone field's country code beside its number (two inputs, so the form posts without JavaScript). */
export const phonePrefixKey = (name: string) => `${name}Prefix`
/** The keys of an address field's postal code and city beside its street (three inputs). */
export const addressPartKeys = (name: string) => ({ postalCode: `${name}PostalCode`, city: `${name}City` })

/**
 * A form's province and region fields, each with the list it takes for a country, and the form's
 * (first) country field, whose choice picks the list.
 */
export function placeFields(fields: readonly PublicField[]) {
  return {
    country: fields.find((field) => field.type === 'country')?.name,
    fields: fields.flatMap((field) =>
      field.type === 'province' ? [{ name: field.name, listOf: provincesOf }] : field.type === 'region' ? [{ name: field.name, listOf: regionsOf }] : [],
    ),
  }
}
