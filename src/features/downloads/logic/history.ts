/** A file a visitor took, as their history keeps it. */
export interface TakenRow {
  downloadId: number
  /** The file's version when it was taken (`fileVersionOf`). */
  fileVersion: string
  takenAt: string
}

/** What the personal downloads page shows beside a file the visitor took before. */
export interface TakenState {
  id: number
  takenAt: string
  /** The file changed since it was taken. */
  newer: boolean
}

/**
 * A download's file version: when its file last changed (stamped on upload), or when the
 * document was made for files stored before the stamp existed. Edits of the texts keep it.
 */
export function fileVersionOf(download: { fileUpdatedAt?: string | null; createdAt: string }): string {
  return new Date(download.fileUpdatedAt ?? download.createdAt).toISOString()
}

/**
 * The history as the page shows it: only downloads still published (`current` maps their id to
 * today's version), newest take first, flagged when the file changed since.
 */
export function takenStates(rows: readonly TakenRow[], current: ReadonlyMap<number, string>): TakenState[] {
  return rows
    .flatMap((row) => {
      const version = current.get(row.downloadId)
      return version === undefined ? [] : [{ id: row.downloadId, takenAt: row.takenAt, newer: version !== row.fileVersion }]
    })
    .sort((a, b) => b.takenAt.localeCompare(a.takenAt) || a.id - b.id)
}

/** A route's download id: a positive integer, else nothing can match it. */
export function downloadIdOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null
}
