import type { BaseDatabaseAdapter } from 'payload'

interface ErrorEmitter {
  on: (event: 'error', listener: (error: Error) => void) => unknown
  listenerCount: (event: 'error') => number
}

function poolOf(adapter: object): ErrorEmitter | null {
  const pool: unknown = 'pool' in adapter ? adapter.pool : null
  if (typeof pool !== 'object' || pool === null) return null
  if (!('on' in pool) || typeof pool.on !== 'function' || !('listenerCount' in pool) || typeof pool.listenerCount !== 'function') return null
  return pool as ErrorEmitter
}

/**
 * pg's pool re-emits the error of an idle connection that the server cut (PostgreSQL
 * restarted or stopped, the database closed to connections, a proxy gone) as its own 'error'
 * event; Payload's adapter listens to none, so Node throws it and the whole app process
 * exits. With a listener the broken connection is dropped and the pool opens a new one when
 * the database answers again; the requests of the outage get 503 (docs/decisions/013).
 */
export function survivePoolErrors<T extends BaseDatabaseAdapter>(adapter: T): T {
  const connect = adapter.connect?.bind(adapter)
  if (!connect) return adapter
  adapter.connect = async (options) => {
    await connect(options)
    const pool = poolOf(adapter)
    if (pool && pool.listenerCount('error') === 0) {
      pool.on('error', (error) => adapter.payload.logger.warn({ msg: `PostgreSQL connection lost: ${error.message}` }))
    }
  }
  return adapter
}
