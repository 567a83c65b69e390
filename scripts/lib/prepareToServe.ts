import { env, InvalidEnvironmentError } from '../../src/env'
import { buildIfNeeded } from './build'
import { ensureLocalSecret } from './localSecret'
import { prepareDatabase } from './prepare.mjs'

/** What the server needs once everything before it is done. */
export interface ServeSettings {
  port: number
  heapMb: number
  /** Set here for the server: NODE_ENV, NEXT_TELEMETRY_DISABLED and a local PAYLOAD_SECRET. */
  env: Record<string, string>
}

/**
 * Everything `npm start` does before serving: checks the environment, builds when there is no
 * build of this commit (`--no-build`: never), migrates and loads the demo content on an empty
 * database in a process of its own (`--no-prepare`: a database another start already prepared,
 * a test's copy, is served as it is). Resolves with the server's settings, or an exit code.
 */
export async function prepareToServe(argv: readonly string[]): Promise<ServeSettings | { exitCode: number }> {
  // Next types NODE_ENV as always set; a script started by hand may have none.
  if (!('NODE_ENV' in process.env)) Object.assign(process.env, { NODE_ENV: 'production' })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  ensureLocalSecret()
  try {
    env()
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(error.message)
      return { exitCode: 1 }
    }
    throw error
  }
  if (!argv.includes('--no-build')) await buildIfNeeded()
  if (!argv.includes('--no-prepare')) {
    const code: unknown = await prepareDatabase(process.env, 'start')
    if (code !== 0) return { exitCode: typeof code === 'number' ? code : 1 }
  }
  const { PORT, SERVER_HEAP_MB } = env()
  const set: Record<string, string> = { NODE_ENV: process.env.NODE_ENV, NEXT_TELEMETRY_DISABLED: '1' }
  if (process.env.PAYLOAD_SECRET) set.PAYLOAD_SECRET = process.env.PAYLOAD_SECRET
  return { port: PORT, heapMb: SERVER_HEAP_MB, env: set }
}
