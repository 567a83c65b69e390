const special: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i', ё: 'е', й: 'и' }

/**
 * A name folded for matching: lower case, accents dropped from Latin letters ("Zürich" → "zurich"),
 * apostrophes dropped, other punctuation as spaces. Cyrillic and Chinese letters stay as they are (only ё/й fold, as people type them).
 */
export function foldName(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[ßæœøđłıёй]/g, (letter) => special[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[\s\-‐–—.,()/]+/g, ' ')
    .trim()
}
