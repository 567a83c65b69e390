import { describe, expect, it } from 'vitest'
import { formatUsage, readSamples } from './serverUsage'

const line = (seconds: number, rssMb: number, cpuSeconds: number, load = 2) => JSON.stringify({ seconds, rssMb, cpuSeconds, load })

describe('e2e server usage summary', () => {
  it('reads the samples and leaves out a line cut short', () => {
    const text = [line(0, 300, 10), line(30, 320, 25), '{"seconds":60,"rssM'].join('\n')
    expect(readSamples(text)).toEqual([
      { seconds: 0, rssMb: 300, cpuSeconds: 10, load: 2 },
      { seconds: 30, rssMb: 320, cpuSeconds: 25, load: 2 },
    ])
  })

  it('prints the growth and the CPU share per window, the last window partial', () => {
    const samples = readSamples([line(0, 300, 0), line(30, 350, 15), line(60, 400, 45, 3.5), line(90, 380, 60, 4)].join('\n'))
    expect(formatUsage('main', samples, 2)).toEqual([
      '[server] main: 4 samples over 2 min, RSS 300 → 380 MB (peak 400), CPU 60 s',
      '[server]      1 min  RSS   400 MB  CPU  75 % of a core  load 3.5',
      '[server]      2 min  RSS   380 MB  CPU  50 % of a core  load 4.0',
    ])
  })

  it('says so when there is too little to summarize', () => {
    expect(formatUsage('alone', readSamples(line(0, 300, 0)))).toEqual(['[server] alone: too few samples'])
  })
})
