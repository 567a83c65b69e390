// Apart from the application's schema (application.ts), so that the form in the browser takes
// them without loading zod.

/** The longest company name and VAT number an application takes (as the registration's fields). */
export const TRADE_COMPANY_MAX_LENGTH = 120
export const TRADE_VAT_NUMBER_MAX_LENGTH = 20
