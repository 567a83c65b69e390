/**
 * The names in a ZIP archive's central directory, read from the end of the file: enough to
 * tell a real Word package (`[Content_Types].xml` and a `word/` folder) from any other ZIP.
 * Pure: the caller reads the bytes (the last `zipTailBytes` of the file).
 */

/** The end-of-central-directory record (22 bytes) plus the longest comment (65,535). */
export const eocdSearchBytes = 22 + 0xffff
const eocdSignature = 0x06054b50
const entrySignature = 0x02014b50

export interface CentralDirectory {
  offset: number
  size: number
}

/** Where the central directory lies, from the file's tail; null when this is not a ZIP. */
export function findCentralDirectory(tail: Buffer, fileSize: number): CentralDirectory | null {
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== eocdSignature) continue
    const size = tail.readUInt32LE(at + 12)
    const offset = tail.readUInt32LE(at + 16)
    if (offset + size > fileSize) return null
    return { offset, size }
  }
  return null
}

/** Every entry's name in a central directory's bytes. */
export function entryNames(directory: Buffer): string[] {
  const names: string[] = []
  let at = 0
  while (at + 46 <= directory.length && directory.readUInt32LE(at) === entrySignature) {
    const nameLength = directory.readUInt16LE(at + 28)
    const extraLength = directory.readUInt16LE(at + 30)
    const commentLength = directory.readUInt16LE(at + 32)
    names.push(directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** A Word (OOXML) package: its content types and the document's folder. */
export function isWordPackage(names: readonly string[]): boolean {
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))
}
