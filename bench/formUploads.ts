/**
 * `npx tsx bench/formUploads.ts`: the memory of the forms' upload path (issue 18) while 20
 * uploads of 10 MB stream at once. Each upload is a multipart body made chunk by chunk (a PDF of
 * 10 MB: nothing of it exists whole, here or in the parser), received by the endpoint's own
 * streaming reader (busboy → counted → a random name in a private directory → checked by content).
 * Prints the process's RSS before, its peak during (sampled every 20 ms) and after; it must stay
 * flat: a few MB per upload in flight at most, never the files' 200 MB.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const uploads = 20
const fileBytes = 10 * 1024 * 1024 - 4096
const chunkBytes = 64 * 1024
process.env.FORM_UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-form-uploads-'))
const { receiveMultipart } = await import('../src/features/forms/server/receiveMultipart.server')

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** One multipart upload of a `fileBytes` PDF, produced as it is read. */
function upload(index: number): Request {
  const boundary = `bench-boundary-${index}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv-${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`)
  const padding = Buffer.alloc(chunkBytes, 0x20)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(head))
      const left = fileBytes - sent
      if (left <= 0) {
        controller.enqueue(new Uint8Array(tail))
        controller.close()
        return
      }
      const size = Math.min(left, chunkBytes)
      controller.enqueue(new Uint8Array(padding.subarray(0, size)))
      sent += size
    },
  })
  return new Request('http://bench.local/api/forms/submit', { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit)
}

globalThis.gc?.()
const before = process.memoryUsage().rss
let peak = before
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20)
const started = performance.now()
const received = await Promise.all(Array.from({ length: uploads }, (_, index) => receiveMultipart(upload(index), new Set(['cv']))))
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
peak = Math.max(peak, process.memoryUsage().rss)
const stored = received.filter((item) => item.files.cv?.type === 'application/pdf').length
await Promise.all(received.map((item) => item.discard()))
globalThis.gc?.()
const after = process.memoryUsage().rss
fs.rmSync(process.env.FORM_UPLOADS_DIR, { recursive: true, force: true })

console.log(`forms: ${uploads} uploads of ${megabytes(fileBytes)} streamed at once (${megabytes(uploads * fileBytes)} in all), ${stored} stored and checked as PDF, in ${seconds.toFixed(1)} s`)
console.log(`  RSS before ${megabytes(before)} · peak during ${megabytes(peak)} (+${megabytes(peak - before)}) · after ${megabytes(after)}`)
console.log(`  growth per upload in flight: ${megabytes((peak - before) / uploads)} (a whole file would be ${megabytes(fileBytes)})`)
