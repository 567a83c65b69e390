import autocannon from 'autocannon'

export interface LoadSettings {
  connections: number
  duration: number
  warmup: number
}

export interface Latency {
  mean: number
  p50: number
  p90: number
  p97_5: number
  p99: number
  max: number
}

export interface LoadFigures {
  url: string
  requestsPerSec: number
  requests: number
  /** Bytes read per 2xx response, headers included. */
  bytesPerResponse: number
  /** From every response's own timer (sub-millisecond), in ms. */
  latencyMs: Latency
  /** autocannon's own histogram: whole milliseconds. */
  autocannonLatencyMs: Latency
  errors: number
  timeouts: number
  non2xx: number
}

// No Accept-Encoding: neither Next.js nor nginx compresses, the same bytes go over the wire.
const identity = { 'accept-encoding': 'identity' }

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] ?? 0
}

function exactLatency(samples: number[]): Latency {
  const sorted = Float64Array.from(samples).sort()
  const mean = sorted.reduce((sum, each) => sum + each, 0) / Math.max(1, sorted.length)
  return {
    mean,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  }
}

/** Warm-up run (not measured), then the measured run against `url`. */
export async function measure(url: string, { connections, duration, warmup }: LoadSettings, extraHeaders: Record<string, string> = {}): Promise<LoadFigures> {
  const headers = { ...identity, ...extraHeaders }
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers })
  const samples: number[] = []
  const instance = autocannon({ url, connections, duration, headers })
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) samples.push(ms)
  })
  const result = await instance
  const { latency } = result
  return {
    url,
    requestsPerSec: result.requests.total / result.duration,
    requests: result.requests.total,
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
    latencyMs: exactLatency(samples),
    autocannonLatencyMs: { mean: latency.mean, p50: latency.p50, p90: latency.p90, p97_5: latency.p97_5, p99: latency.p99, max: latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}
