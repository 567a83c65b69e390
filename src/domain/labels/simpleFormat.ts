/**
 * Most labels are plain text with `{name}` arguments. Those are formatted here without the ICU
 * engine, so that client components showing them (error pages, the shell) need not load it;
 * anything else (plural, select, number styles, tags, quoting) is left to the ICU translator.
 */
const argumentPattern = /\{\s*([A-Za-z_][\w]*)\s*\}/g

/** Whether formatting `message` is only the substitution of `{name}` arguments. */
export function isSimpleMessage(message: string): boolean {
  // An apostrophe before ICU syntax quotes it; tags and `#` have meanings of their own.
  return !/[{}<>#]/.test(message.replace(argumentPattern, '')) && !/'[{}#|<>']/.test(message)
}

/** `message` with its arguments substituted as the ICU engine would; null when it needs the engine. */
export function formatSimple(message: string, values: Record<string, string | number | Date> = {}): string | null {
  if (!isSimpleMessage(message)) return null
  const missing: string[] = []
  const text = message.replace(argumentPattern, (_, name: string) => {
    const value = values[name]
    if (typeof value === 'string' || typeof value === 'number') return String(value)
    missing.push(name)
    return ''
  })
  return missing.length === 0 ? text : null
}
