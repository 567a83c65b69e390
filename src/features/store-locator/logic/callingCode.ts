/** International calling codes of the countries where the brand has stores, to prefill the phone prefix. */
const callingCodes: Readonly<Record<string, string>> = {
  AE: '+971', AT: '+43', AU: '+61', BE: '+32', BR: '+55', CA: '+1', CH: '+41', CN: '+86', DE: '+49', DK: '+45',
  ES: '+34', FR: '+33', GB: '+44', GR: '+30', HK: '+852', IT: '+39', JP: '+81', KR: '+82', MX: '+52', NL: '+31',
  PL: '+48', PT: '+351', RU: '+7', SE: '+46', SG: '+65', TR: '+90', US: '+1',
}

/** The calling code for a two-letter country code, or '' when we do not know it. */
export function callingCodeOf(country: string): string {
  return callingCodes[country.toUpperCase()] ?? ''
}
