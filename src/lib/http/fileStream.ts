import { createReadStream } from 'node:fs'

/** A stored file (or the bytes `start`–`end` of it, both included) as a web stream, read as the client takes it (back-pressure kept). */
export function fileStream(file: string, range?: { start: number; end: number }): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = createReadStream(file, range)[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done === true) controller.close()
      else controller.enqueue(new Uint8Array(next.value))
    },
    async cancel() {
      await chunks.return?.()
    },
  })
}
