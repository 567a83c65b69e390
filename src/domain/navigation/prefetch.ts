/** What the Network Information API says about the visitor's connection (Chromium only). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

const slowConnectionTypes = new Set(['slow-2g', '2g'])

/** Prefetching is skipped on slow connections: 2g, or when the visitor asked to save data (spec §9). */
export function shouldSkipPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || slowConnectionTypes.has(connection.effectiveType ?? '')
}
