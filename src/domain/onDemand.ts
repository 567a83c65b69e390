/**
 * Code a page needs only when the visitor acts, not to show the page: a form's checks, whose
 * schema library (zod, about 90 KB compressed) would otherwise load and run with every page that
 * shows the form. `warm` starts the download (on the form's first focus); `get` waits for it (on
 * submit) and gives null when it could not be fetched, so the caller carries on without it (the
 * server checks everything again). A failed download is tried again on the next call.
 */
export interface OnDemand<T> {
  warm: () => void
  get: () => Promise<T | null>
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined
  const start = (): Promise<T> => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
  return {
    warm: () => {
      start().catch(() => undefined)
    },
    get: () => start().catch(() => null),
  }
}
