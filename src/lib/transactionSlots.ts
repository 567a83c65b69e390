import type { BaseDatabaseAdapter } from 'payload'
import { type Semaphore, type Release } from './semaphore'

/**
 * Lets at most `slots.permits` Payload transactions be open at once. Each open PostgreSQL
 * transaction holds a pool connection, and Payload writes outside the request's transaction
 * while it is open (forgot-password, failed sign-ins): with every connection held by a
 * transaction, those writes wait for a connection that never comes back. Keeping a few
 * connections out of transactions' reach means statements outside them always get one.
 */
export function limitOpenTransactions<T extends BaseDatabaseAdapter>(adapter: T, slots: Semaphore): T {
  const begin = adapter.beginTransaction.bind(adapter)
  const commit = adapter.commitTransaction.bind(adapter)
  const rollback = adapter.rollbackTransaction.bind(adapter)
  const held = new Map<number | string, Release>()
  const giveBack = (id: number | string) => {
    held.get(id)?.()
    held.delete(id)
  }
  adapter.beginTransaction = async (options) => {
    const release = await slots.acquire()
    try {
      const id = await begin(options)
      if (id === null) release()
      else held.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    try {
      await commit(id)
    } finally {
      giveBack(id)
    }
  }
  adapter.rollbackTransaction = async (incoming) => {
    const id = await incoming
    try {
      await rollback(id)
    } finally {
      giveBack(id)
    }
  }
  return adapter
}
