/** A byte range of a file, both ends included (as in `Content-Range: bytes start-end/size`). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14):
 * - `null`: serve the whole file (no header, another unit, or several ranges, which a server may ignore);
 * - `'unsatisfiable'`: a 416 (a range that starts past the end, an empty suffix, or an empty file);
 * - one `ByteRange`, clamped to the file (`bytes=0-` of the whole, `bytes=-500` the last 500 bytes).
 * A header that is not a valid byte range set is ignored (the whole file), as the RFC says.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === null) return null
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header)
  if (!match?.[1]) return null
  const specs = match[1].split(',').map((spec) => spec.trim()).filter((spec) => spec !== '')
  if (specs.length !== 1) return null
  const spec = /^(\d*)-(\d*)$/.exec(specs[0] ?? '')
  if (!spec) return null
  const [, first = '', last = ''] = spec
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Number(last)
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null
  if (last !== '' && end < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}

/**
 * Whether a conditional range request may be answered with a part (RFC 9110 §13.1.5): with no
 * `If-Range`, yes; with one, only if it names the file's current strong ETag (else the whole file,
 * so a client never glues parts of two versions together). Dates are not used: our ETags are strong.
 */
export function rangeStillValid(ifRange: string | null, etag: string): boolean {
  if (ifRange === null) return true
  const value = ifRange.trim()
  return !value.startsWith('W/') && value === etag
}

/** The `Content-Range` value of a part, or of a 416 (`bytes *\/size`). */
export function contentRange(range: ByteRange | 'unsatisfiable', size: number): string {
  return range === 'unsatisfiable' ? `bytes */${size}` : `bytes ${range.start}-${range.end}/${size}`
}
