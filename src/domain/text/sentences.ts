/**
 * The opening of a text in whole sentences: as many as fit in `maxChars`, and always the first
 * one, however long. Never a word or a sentence cut short with '…' (the home's category intros
 * used a line clamp that did, mid-word on phones). Sentences as the language splits them
 * (`Intl.Segmenter`: '。' in Chinese, abbreviations in the European languages).
 */
export function leadingSentences(text: string, localeTag: string, maxChars: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= maxChars) return trimmed
  const segmenter = new Intl.Segmenter(localeTag, { granularity: 'sentence' })
  let result = ''
  for (const { segment } of segmenter.segment(trimmed)) {
    const next = result + segment
    if (result && next.trimEnd().length > maxChars) break
    result = next
  }
  return result.trimEnd()
}
