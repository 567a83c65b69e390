import { createReadStream } from 'node:fs'
import net from 'node:net'
import { formLimits } from '@/domain/forms/fieldTypes'
import { env } from '@/env'

export type ScanVerdict = 'clean' | 'infected' | 'unchecked'

/** clamd's INSTREAM chunks: a 4-byte big-endian length, then the bytes; a zero length ends the stream. */
const chunkHeader = (length: number) => {
  const header = Buffer.alloc(4)
  header.writeUInt32BE(length)
  return header
}

/**
 * Sends a stored file to clamd (`CLAMD_URL`) by its INSTREAM command, read from disk in chunks
 * (never whole in memory), and reads its one-line answer: 'stream: OK' → clean, '… FOUND' →
 * infected; anything else (no answer within `virusScanTimeoutMs`, an error line, a closed
 * connection) → unchecked, which the form refuses too: a file is kept only when it was seen clean.
 * Without a configured scanner every file is 'clean' here (content checks still apply).
 */
export async function scanFile(file: string): Promise<ScanVerdict> {
  const address = env().CLAMD_URL
  if (!address) return 'clean'
  const { hostname, port } = new URL(address)
  return new Promise<ScanVerdict>((resolve) => {
    let answer = ''
    let settled = false
    const finish = (verdict: ScanVerdict) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve(verdict)
    }
    const socket = net.connect({ host: hostname, port: Number(port) })
    socket.setTimeout(formLimits.virusScanTimeoutMs, () => finish('unchecked'))
    socket.on('error', () => finish('unchecked'))
    socket.on('data', (data: Buffer) => {
      answer += data.toString('utf8')
      if (!answer.includes('\0') && !answer.includes('\n')) return
      const line = answer.replace(/[\0\n]+$/, '').trim()
      finish(/^stream: OK$/.test(line) ? 'clean' : / FOUND$/.test(line) ? 'infected' : 'unchecked')
    })
    socket.on('end', () => finish('unchecked'))
    socket.on('connect', () => {
      socket.write('zINSTREAM\0')
      const reading = createReadStream(file, { highWaterMark: 64 * 1024 })
      reading.on('data', (chunk) => {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
        if (!socket.write(Buffer.concat([chunkHeader(bytes.length), bytes]))) {
          reading.pause()
          socket.once('drain', () => reading.resume())
        }
      })
      reading.on('error', () => finish('unchecked'))
      reading.on('end', () => socket.write(chunkHeader(0)))
    })
  })
}
