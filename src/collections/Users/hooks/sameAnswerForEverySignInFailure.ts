import { AuthenticationError, formatErrors, LockedAuth, type CollectionAfterErrorHook, type CollectionBeforeOperationHook } from 'payload'
import type { User } from '@/payload-types'
import { DEMO_EDITOR, isDemoDatabase } from '../demoEditor'
import { spendPasswordCheckTime } from '../passwordCheck'

const text = (data: unknown, key: string): string | undefined => {
  if (typeof data !== 'object' || data === null || !(key in data)) return undefined
  const value: unknown = Reflect.get(data, key)
  return typeof value === 'string' && value !== '' ? value : undefined
}

const isLocked = (lockUntil: string | null | undefined): boolean => typeof lockUntil === 'string' && new Date(lockUntil).getTime() > Date.now()

/**
 * Payload answers an unknown e-mail at once and a locked account with its own message, both
 * before it hashes the password: a stranger learns which editor accounts exist and which are
 * locked, by text or by time. Here those cases (and the public demo password on a database that
 * is not the demo one) do the same hashing work and throw the wrong-password error.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- Payload deprecates one value of `operation` ('read'), not the property this reads
export const sameAnswerForEverySignInFailure: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data: unknown = 'data' in args ? args.data : undefined
  const email = text(data, 'email')
  const password = text(data, 'password')
  // Missing fields: Payload's own validation answers.
  if (!email || !password) return args
  const user = await req.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } } })
  const refused = !user || isLocked(user.lockUntil) || (password === DEMO_EDITOR.password && !(await isDemoDatabase(req.payload)))
  if (!refused) return args
  await spendPasswordCheckTime(password)
  throw new AuthenticationError(req.t)
}

/** A lock noticed by Payload itself (parallel wrong passwords) answers like a wrong password too. */
export const lockedAnswersLikeWrongPassword: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof LockedAuth)) return
  return { response: formatErrors(new AuthenticationError(req.t)), status: 401 }
}
