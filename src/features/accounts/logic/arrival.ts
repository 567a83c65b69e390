/**
 * What the login screen says on arrival, read from its address: better-auth's verification link
 * redirects to `?verified=1` (the address is confirmed, or was already: a link opened again
 * changes nothing) or appends `error=` (expired, altered, unknown account); the recovery and the
 * deletion come back with `reset=1` and `deleted=1`. Each notice is a label of the screen.
 */
export type ArrivalNotice = 'verified' | 'verifyFailed' | 'passwordReset' | 'accountDeleted'

export function arrivalNotice(query: URLSearchParams): ArrivalNotice | null {
  if (query.get('error')) return 'verifyFailed'
  if (query.get('verified') === '1') return 'verified'
  if (query.get('reset') === '1') return 'passwordReset'
  if (query.get('deleted') === '1') return 'accountDeleted'
  return null
}
