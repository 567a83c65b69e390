// The part of autocannon 8's programmatic API the benchmark uses (the package has no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  /** One entry of a request sequence; `context` is per connection (bench:load keeps the target group in it). */
  interface RequestSpec extends RequestParams {
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    /** A number of requests to send instead of a duration. */
    amount?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: RequestSpec[]
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  interface Result {
    url: string
    connections: number
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  /** Runs the load; the tracker is also a thenable of the result. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
