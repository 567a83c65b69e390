/**
 * Product and material codes ("AV-SOF-001", "PLE 04") compared without case, spaces or
 * punctuation: "ple04", "PLE-04" and "ple 04" are the same code.
 */
export function compactCode(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase()
}

/** A query can be a code when, compacted, it has letters and digits and no more than 16 characters. */
export function mayBeCode(compact: string): boolean {
  return compact.length >= 3 && compact.length <= 16 && /\d/.test(compact) && /[a-z]/.test(compact)
}
