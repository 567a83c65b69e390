import http from 'node:http'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export const loopback = '127.0.0.1'

/** A port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, loopback, () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('could not read the port of a free socket'))
      })
    })
  })
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
