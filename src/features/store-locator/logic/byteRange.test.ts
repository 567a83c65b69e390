import { describe, expect, it } from 'vitest'
import { contentRange, parseByteRange, rangeStillValid } from './byteRange'

describe('parseByteRange', () => {
  it('serves the whole file without a Range header', () => {
    expect(parseByteRange(null, 1000)).toBeNull()
  })

  it('reads a closed range, both ends included', () => {
    expect(parseByteRange('bytes=0-16383', 100_000)).toEqual({ start: 0, end: 16383 })
    expect(parseByteRange('bytes=10-10', 100)).toEqual({ start: 10, end: 10 })
  })

  it('clamps an end past the file to its last byte', () => {
    expect(parseByteRange('bytes=0-16383', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('reads an open range to the end', () => {
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
  })

  it('reads a suffix range as the last bytes, the whole file when longer', () => {
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('accepts spaces and any case in the unit', () => {
    expect(parseByteRange(' Bytes = 1-2 ', 10)).toEqual({ start: 1, end: 2 })
  })

  it('refuses a range that starts at or past the end (416)', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=5000-6000', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it('ignores what is not one valid byte range (the whole file)', () => {
    for (const header of ['', 'bytes=', 'bytes=-', 'bytes=a-b', 'bytes=5-1', 'items=0-1', 'bytes=0-1,4-5', 'bytes=1.5-2', 'bytes=99999999999999999999-']) {
      expect(parseByteRange(header, 1000), header).toBeNull()
    }
  })
})

describe('rangeStillValid', () => {
  it('allows a part without If-Range or with the current strong ETag', () => {
    expect(rangeStillValid(null, '"abc"')).toBe(true)
    expect(rangeStillValid('"abc"', '"abc"')).toBe(true)
  })

  it('sends the whole file for another ETag, a weak one or a date', () => {
    expect(rangeStillValid('"old"', '"abc"')).toBe(false)
    expect(rangeStillValid('W/"abc"', '"abc"')).toBe(false)
    expect(rangeStillValid('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false)
  })
})

describe('contentRange', () => {
  it('names the part and the size, or only the size for a 416', () => {
    expect(contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000')
    expect(contentRange('unsatisfiable', 1000)).toBe('bytes */1000')
  })
})
