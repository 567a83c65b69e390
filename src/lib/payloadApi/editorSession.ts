import { executeAuthStrategies, type Payload } from 'payload'

/**
 * Whether the request carries a valid editor session (`payload-token` cookie or `JWT` header),
 * checked the way Payload checks it, so a made-up cookie counts for nothing.
 */
export async function hasEditorSession(payload: Payload, headers: Headers, isGraphQL = false): Promise<boolean> {
  const { user } = await executeAuthStrategies({ payload, headers, isGraphQL, canSetHeaders: false })
  return user?.collection === 'users'
}
