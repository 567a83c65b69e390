import { describe, expect, it } from 'vitest'
import { deniedRequestHooks } from './deniedRequestLog'

type Call = { level: string; args: unknown[] }

/** A pino-like logger whose level methods go through the hook, as pino calls it. */
function logger(): { calls: Call[]; error: (...args: unknown[]) => void } {
  const calls: Call[] = []
  const raw = (level: string) => (...args: unknown[]) => void calls.push({ level, args })
  const target = { info: raw('info'), error: raw('error') }
  const hook = deniedRequestHooks.logMethod
  if (!hook) throw new Error('no logMethod hook')
  const error = (...args: unknown[]): void => {
    Reflect.apply(hook, target, [args, raw('error'), 50])
  }
  return { calls, error }
}

describe('deniedRequestHooks', () => {
  it('logs a refused request (a minified Forbidden) as one info line without its stack', () => {
    const log = logger()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { name: 'o', status: 403, isOperational: true })
    log.error({ err: forbidden })
    expect(log.calls).toEqual([{ level: 'info', args: [{ status: 403 }, 'You are not allowed to perform this action.'] }])
  })

  it('logs a refusal inside a GraphQL query (a GraphQLError around Payload\'s error) as one info line', () => {
    const log = logger()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { name: 'Forbidden', status: 403, isOperational: true })
    const wrapped = Object.assign(new Error(forbidden.message), { name: 'GraphQLError', originalError: forbidden, path: ['deleteUser'] })
    log.error({ err: wrapped })
    expect(log.calls).toEqual([{ level: 'info', args: [{ status: 403 }, 'You are not allowed to perform this action.'] }])
  })

  it('keeps a GraphQL error around a server error as an error', () => {
    const log = logger()
    const wrapped = Object.assign(new Error('boom'), { name: 'GraphQLError', originalError: new Error('boom') })
    log.error({ err: wrapped })
    expect(log.calls).toEqual([{ level: 'error', args: [{ err: wrapped }] }])
  })

  it('keeps server errors as errors, with the error object', () => {
    const log = logger()
    const failure = Object.assign(new Error('Something went wrong.'), { status: 500, isOperational: true })
    log.error({ err: failure })
    expect(log.calls).toEqual([{ level: 'error', args: [{ err: failure }] }])
  })
})
