/**
 * A refusal decided by a check an endpoint shares with others (the visitor accounts' session
 * door), thrown from inside it so that no endpoint can forget to answer it: `endpoint()` answers
 * `{ error: code, message }` with the status, the message being the label in the visitor's language.
 */
export class HttpRefusal extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: string,
    readonly label: string,
  ) {
    super(`${String(status)} ${code}`)
    this.name = 'HttpRefusal'
  }
}
