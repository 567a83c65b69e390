/** Gives back a permit; calling it again does nothing. */
export type Release = () => void

/**
 * At most `permits` holders at a time; the others wait, in the order they asked, without
 * blocking the event loop (a SQLite busy timeout would block it, since libsql calls are
 * synchronous, and the holder could then never finish).
 */
export class Semaphore {
  #free: number
  readonly #waiting: ((release: Release) => void)[] = []

  constructor(readonly permits: number) {
    if (!Number.isInteger(permits) || permits < 1) throw new RangeError(`permits must be a positive integer, not ${permits}`)
    this.#free = permits
  }

  /** Resolves with a release function once a permit is free. */
  acquire(): Promise<Release> {
    return new Promise((resolve) => {
      if (this.#free > 0) {
        this.#free--
        resolve(this.#releaser())
      } else {
        this.#waiting.push(resolve)
      }
    })
  }

  /** Runs `work` with a permit and always gives it back. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await work()
    } finally {
      release()
    }
  }

  get waiting(): number {
    return this.#waiting.length
  }

  get free(): number {
    return this.#free
  }

  #releaser(): Release {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.#waiting.shift()
      // The permit passes straight to the next in line, so nobody can overtake it.
      if (next) next(this.#releaser())
      else this.#free++
    }
  }
}
