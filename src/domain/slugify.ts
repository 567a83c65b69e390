/**
 * Turns a title into a URL slug in any of our scripts: Latin letters lose their accents,
 * Cyrillic and Chinese letters are kept (browsers show them; they are percent-encoded on the wire).
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    // Only Latin letters lose their accents: Cyrillic й and ё are letters of their own.
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’'`"]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
}

const slugPattern = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u

/** A slug is lower-case letters or digits in any script, joined by single hyphens. */
export function isValidSlug(value: string): boolean {
  return slugPattern.test(value)
}
