/** A body over the endpoint's cap: answered 413 before more of it is read. */
export class BodyTooLargeError extends Error {
  readonly status = 413
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** A body that is not UTF-8 text, or not the JSON it says it is. */
export class UnreadableBodyError extends Error {
  readonly status = 400
  constructor(cause: unknown) {
    super('request body could not be read', { cause })
    this.name = 'UnreadableBodyError'
  }
}

/**
 * The body as text, reading at most `maxBytes`: a declared Content-Length over the cap is refused
 * unread, and a body that streams past it (chunked, or a lying length) is cut off there.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new BodyTooLargeError(maxBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch (error) {
    throw new UnreadableBodyError(error)
  }
}

/** A JSON body parsed, or the fields of a plain form post as strings. */
export function parseBody(text: string, kind: 'json' | 'form'): unknown {
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(text))
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UnreadableBodyError(error)
  }
}
