/** Every navigation is logged with a timestamp (spec §2): the arguments for `console.debug`. */
export function navigationLogEntry(from: string, to: string, at: Date, note?: string): string[] {
  const entry = ['[navigation]', at.toISOString(), from, '→', to]
  return note ? [...entry, `(${note})`] : entry
}
