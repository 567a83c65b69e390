import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { closeDatabase } from './closeDatabase'

/** A client as pg's pool hands it out: release() gives it back, once. */
class FakeClient {
  releases = 0
  constructor(private readonly pool: FakePool) {}
  release = () => {
    this.releases++
    this.pool.giveBack(this)
  }
}

/** pg's pool as far as closing goes: end() closes idle clients and waits for the checked-out ones. */
class FakePool {
  _clients: FakeClient[] = []
  _idle: { client: FakeClient }[] = []
  ended = false
  private finish: (() => void) | null = null

  open(checkedOut: boolean): FakeClient {
    const client = new FakeClient(this)
    this._clients.push(client)
    if (!checkedOut) this._idle.push({ client })
    return client
  }

  giveBack(client: FakeClient): void {
    if (this.finish) this._clients = this._clients.filter((open) => open !== client)
    else this._idle.push({ client })
    this.settle()
  }

  end(): Promise<void> {
    const idle = new Set(this._idle.map((entry) => entry.client))
    this._clients = this._clients.filter((client) => !idle.has(client))
    this._idle = []
    return new Promise((resolve) => {
      this.finish = resolve
      this.settle()
    })
  }

  private settle(): void {
    if (!this.finish || this._clients.length > 0) return
    this.ended = true
    this.finish()
  }
}

function payloadWith(pool: FakePool): { payload: Payload; destroyed: () => boolean } {
  let destroyed = false
  const payload = { db: { pool }, destroy: async () => void (destroyed = true) } as unknown as Payload
  return { payload, destroyed: () => destroyed }
}

describe('closeDatabase', () => {
  it('closes a PostgreSQL pool although Payload still holds the client it took when connecting', async () => {
    const pool = new FakePool()
    const idle = pool.open(false)
    const heldByPayload = pool.open(true)
    const { payload, destroyed } = payloadWith(pool)
    await closeDatabase(payload)
    expect(destroyed()).toBe(true)
    expect(pool.ended).toBe(true)
    expect(pool._clients).toEqual([])
    expect(heldByPayload.releases).toBe(1)
    expect(idle.releases).toBe(0)
  })

  it('closes a pool whose clients are all idle without releasing any', async () => {
    const pool = new FakePool()
    const clients = [pool.open(false), pool.open(false)]
    await closeDatabase(payloadWith(pool).payload)
    expect(pool.ended).toBe(true)
    expect(clients.map((client) => client.releases)).toEqual([0, 0])
  })
})
