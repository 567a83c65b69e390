/**
 * The e2e servers' usage over a run (tests/e2e/serverUsage.mjs writes a sample every 30 s),
 * summarized after the e2e step: per window of the run, the server's resident memory at its end,
 * the share of one core the server used in it, and the machine's load average. A CI run that is
 * slower than the last one shows here whether the server grew or slowed, or the machine was busy.
 */
import fs from 'node:fs'
import { z } from 'zod'

/** Samples per summary line: ten samples of 30 s, a line per five minutes. */
export const SAMPLES_PER_LINE = 10

const sample = z.object({ seconds: z.number(), rssMb: z.number(), cpuSeconds: z.number(), load: z.number() })
export type UsageSample = z.infer<typeof sample>

/** The samples of a usage file; lines that do not parse (a sample cut by the server's end) are left out. */
export function readSamples(text: string): UsageSample[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        const parsed = sample.safeParse(JSON.parse(line))
        return parsed.success ? [parsed.data] : []
      } catch {
        return []
      }
    })
}

/** One line per window: minutes into the run, RSS at its end, the server's CPU share in it, the load average at its end. */
export function formatUsage(name: string, samples: UsageSample[], perLine = SAMPLES_PER_LINE): string[] {
  if (samples.length < 2) return [`[server] ${name}: too few samples`]
  const peak = Math.max(...samples.map((entry) => entry.rssMb))
  const first = samples[0]
  const last = samples[samples.length - 1]
  if (!first || !last) return []
  const lines = [`[server] ${name}: ${samples.length} samples over ${Math.round(last.seconds / 60)} min, RSS ${first.rssMb} → ${last.rssMb} MB (peak ${peak}), CPU ${Math.round(last.cpuSeconds - first.cpuSeconds)} s`]
  for (let index = perLine; index < samples.length + perLine - 1; index += perLine) {
    const end = samples[Math.min(index, samples.length - 1)]
    const start = samples[index - perLine]
    if (!end || !start || end.seconds === start.seconds) continue
    const share = (end.cpuSeconds - start.cpuSeconds) / (end.seconds - start.seconds)
    lines.push(`[server]   ${String(Math.round(end.seconds / 60)).padStart(4)} min  RSS ${String(end.rssMb).padStart(5)} MB  CPU ${String(Math.round(share * 100)).padStart(3)} % of a core  load ${end.load.toFixed(1)}`)
  }
  return lines
}

/** The summary of a usage file, or nothing when the server wrote none. */
export function usageSummary(name: string, file: string): string[] {
  if (!fs.existsSync(file)) return []
  return formatUsage(name, readSamples(fs.readFileSync(file, 'utf8')))
}
