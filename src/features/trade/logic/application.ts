import { getCountries } from 'libphonenumber-js/min'
import { asFields } from '@/domain/http/inputIssues'
import { professions, type Profession } from '@/domain/professions'
import { z } from '@/domain/zod'
import { TRADE_COMPANY_MAX_LENGTH, TRADE_VAT_NUMBER_MAX_LENGTH } from './applicationLimits'


/** A checked application, ready for the store. */
export interface ApplicationForm {
  profession: Profession
  company: string
  vatNumber: string
  country: string
}

const countries: readonly string[] = getCountries()
const required = { error: 'form.fieldRequired' }
/** Letters and digits, with the spaces, dots and dashes people type between them; 4 to 20 characters. */
const vatPattern = /^[A-Z0-9][A-Z0-9 .-]{2,18}[A-Z0-9]$/

/**
 * What a professional sends to apply (issue 21: profession, company, VAT number, country). The
 * form comes filled from their profile; messages are label keys shown beside each field.
 */
export const applicationSchema: z.ZodType<ApplicationForm> = z.preprocess(
  asFields,
  z.object({
    profession: z.enum(professions, { error: 'validation.notAnOption' }),
    company: z.string(required).trim().min(1, required).max(TRADE_COMPANY_MAX_LENGTH),
    vatNumber: z
      .string(required)
      .trim()
      .toUpperCase()
      .min(1, required)
      .max(TRADE_VAT_NUMBER_MAX_LENGTH)
      .regex(vatPattern, { error: 'trade.apply.vatInvalid' }),
    country: z.string(required).refine((value) => countries.includes(value), { error: 'validation.notAnOption' }),
  }),
)
