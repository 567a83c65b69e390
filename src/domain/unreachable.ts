/**
 * The default branch of a switch over a union: `value` is `never` once every member is handled,
 * so a new member that is not handled fails to compile here. At run time it only throws.
 */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
