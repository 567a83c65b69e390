import { describe, expect, it } from 'vitest'
import { Semaphore } from './semaphore'

describe('Semaphore', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const lock = new Semaphore(1)
    const order: string[] = []
    const first = await lock.acquire()
    const second = lock.acquire().then((release) => {
      order.push('second')
      return release
    })
    const third = lock.acquire().then((release) => {
      order.push('third')
      release()
    })
    expect(lock.waiting).toBe(2)
    order.push('first')
    first()
    ;(await second)()
    await third
    expect(order).toEqual(['first', 'second', 'third'])
    expect(lock.free).toBe(1)
  })

  it('a release called twice gives back one permit only', async () => {
    const slots = new Semaphore(2)
    const release = await slots.acquire()
    release()
    release()
    expect(slots.free).toBe(2)
  })

  it('run gives the permit back when the work fails', async () => {
    const lock = new Semaphore(1)
    await expect(lock.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(lock.free).toBe(1)
    expect(await lock.run(() => Promise.resolve('done'))).toBe('done')
  })

  it('refuses a non-positive number of permits', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError)
  })
})
