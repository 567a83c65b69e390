import { parseArgs } from 'node:util'

export interface BenchOptions {
  /** Seconds of measured load per target. */
  duration: number
  connections: number
  /** Seconds of unmeasured load before each measurement. */
  warmup: number
  /** Upper bound in seconds for everything after the build. */
  timeout: number
}

const limits: Record<keyof BenchOptions, { fallback: number; min: number; max: number }> = {
  duration: { fallback: 15, min: 1, max: 300 },
  connections: { fallback: 10, min: 1, max: 1000 },
  warmup: { fallback: 3, min: 0, max: 60 },
  timeout: { fallback: 1200, min: 60, max: 3600 },
}

function numberOption(name: keyof BenchOptions, raw: string | undefined): number {
  const { fallback, min, max } = limits[name]
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max}, got ${raw}`)
  }
  return name === 'connections' ? Math.round(value) : value
}

/** `npm run bench -- --duration 15 --connections 10 --warmup 3 --timeout 1200` */
export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      timeout: { type: 'string' },
    },
  })
  return {
    duration: numberOption('duration', values.duration),
    connections: numberOption('connections', values.connections),
    warmup: numberOption('warmup', values.warmup),
    timeout: numberOption('timeout', values.timeout),
  }
}
