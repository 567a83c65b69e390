import type { Config } from 'payload'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type Hooks = NonNullable<LoggerOptions['hooks']>

/** pino's numeric level of `error`: what Payload's error handler logs a request it refused at. */
const errorLevel = 50

/**
 * Payload's own errors for a refused request (Forbidden 403, NotFound 404, ValidationError 400,
 * AuthenticationError 401, ...): operational, with a 4xx status. GraphQL hands Payload's logger
 * the GraphQLError that wraps it (`originalError`), whose own name matches no logging level.
 */
function refusedRequest(value: unknown): { status: number; message: string } | null {
  if (!value || typeof value !== 'object') return null
  if ('originalError' in value && value.originalError && !('status' in value)) return refusedRequest(value.originalError)
  if (!('status' in value) || typeof value.status !== 'number' || value.status < 400 || value.status > 499) return null
  if (!('isOperational' in value) || value.isOperational !== true) return null
  const message = 'message' in value && typeof value.message === 'string' ? value.message : 'refused'
  return { status: value.status, message }
}

/**
 * Payload maps error names to log levels (`loggingLevels`: Forbidden → info by default), but
 * the production build minifies class names: a Forbidden error is called `o` there, so every
 * anonymous 403 was logged as an error with its stack; and a refusal inside a GraphQL query
 * reaches the logger wrapped in a GraphQLError, logged as an error with its stack whatever the
 * build. This pino hook recognises the error by what it is (an operational error with a 4xx
 * status, or a GraphQL error around one) and logs one info line instead.
 */
export const deniedRequestHooks: Hooks = {
  logMethod(args, method, level) {
    const [first] = args
    const refused = level >= errorLevel && first && typeof first === 'object' && 'err' in first ? refusedRequest(first.err) : null
    if (!refused) { method.apply(this, args); return; }
    this.info({ status: refused.status }, refused.message)
  },
}
