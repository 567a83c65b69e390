import http from 'node:http'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export const loopback = '127.0.0.1'

/**
 * `BENCH_PORTS=3240-3249`: the benches take their servers' ports from this range only (a machine
 * shared with other runs); without it the OS picks any free port.
 */
function portRange(): { first: number; last: number } | undefined {
  const match = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '')
  if (!match) return undefined
  const first = Number(match[1])
  const last = Number(match[2])
  return first > 0 && first <= last && last < 65536 ? { first, last } : undefined
}

function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, loopback, () => {
      const address = server.address()
      server.close(() => resolve(address && typeof address === 'object' ? address.port : undefined))
    })
  })
}

/** Ports handed out by this process, not reused while it runs (a server may not listen yet). */
const handedOut = new Set<number>()

/** A port free on 127.0.0.1 right now: from `BENCH_PORTS` when set, else the OS picks it. */
export async function freePort(): Promise<number> {
  const range = portRange()
  if (!range) {
    const port = await tryListen(0)
    if (port === undefined) throw new Error('could not read the port of a free socket')
    return port
  }
  for (let port = range.first; port <= range.last; port++) {
    if (handedOut.has(port)) continue
    if ((await tryListen(port)) === port) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS ?? ''}`)
}

export interface Response {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One GET without compression (no Accept-Encoding), body read to the end. */
export function get(url: string, timeoutMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)))
    request.on('error', reject)
  })
}

/**
 * Polls `url` every `intervalMs` until a response is a complete 200; returns that response.
 * Gives up after `timeoutMs`, or as soon as `failed()` names a reason (e.g. the server exited).
 */
export async function waitForOk(
  url: string,
  { intervalMs, timeoutMs, failed }: { intervalMs: number; timeoutMs: number; failed: () => string | undefined },
): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    const reason = failed()
    if (reason) throw new Error(`${url}: ${reason}`)
    try {
      const response = await get(url, Math.max(1000, deadline - Date.now()))
      if (response.status === 200) return response
      last = `status ${response.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await sleep(intervalMs)
  }
  throw new Error(`${url} gave no 200 within ${Math.round(timeoutMs / 1000)} s (last: ${last})`)
}
