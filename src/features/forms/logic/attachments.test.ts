import { describe, expect, it } from 'vitest'
import { acceptedKind, formatFileSize, isAcceptableFileName } from './attachments'
import { entryNames, findCentralDirectory, isWordPackage } from './zipEntries'

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

describe('attachment names and kinds', () => {
  it('keeps plain names of the accepted kinds, in any script', () => {
    expect(['CV Giulia Rossi.pdf', 'lettera.DOCX', 'портфолио.jpeg', '作品.png', 'old.doc'].map(isAcceptableFileName)).toEqual([true, true, true, true, true])
  })

  it('refuses paths, control characters, other kinds, no extension and over-long names', () => {
    for (const name of ['../../x.js', '..\\..\\cv.pdf', 'dir/cv.pdf', 'cv\r\nBcc: x@example.com.pdf', 'cv\u0000.pdf', 'drawing.svg', 'cv', '.pdf', ` cv.pdf`, `${'a'.repeat(150)}.pdf`]) {
      expect(isAcceptableFileName(name), name).toBe(false)
    }
  })

  it('accepts a file only when its content is of the kind its name announces', () => {
    expect(acceptedKind('application/pdf', 'cv.pdf', false)).toBe('application/pdf')
    expect(acceptedKind('image/png', 'cv.pdf', false)).toBeUndefined()
    expect(acceptedKind(undefined, 'cv.pdf', false)).toBeUndefined()
    expect(acceptedKind('application/x-cfb', 'cv.doc', false)).toBe('application/msword')
    expect(acceptedKind('application/x-cfb', 'cv.docx', false)).toBeUndefined()
    expect(acceptedKind(docx, 'cv.docx', true)).toBe(docx)
    expect(acceptedKind(docx, 'cv.docx', false)).toBeUndefined()
    expect(acceptedKind('image/jpeg', 'photo.JPG', false)).toBe('image/jpeg')
  })

  it('writes sizes as people read them', () => {
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB')
    expect(formatFileSize(1_300_000, 'it')).toBe('1,2 MB')
    expect(formatFileSize(5_000, 'en')).toBe('5 kB')
  })
})

/** A ZIP's central directory and end record holding these names (no file data: only the directory is read). */
function zipDirectory(names: string[]): Buffer {
  const entries = names.map((name) => {
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(Buffer.byteLength(name), 28)
    return Buffer.concat([header, Buffer.from(name)])
  })
  const directory = Buffer.concat(entries)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(0, 16)
  return Buffer.concat([directory, end])
}

describe('zip entries (a DOCX must be a Word package)', () => {
  it('reads the names of the central directory and tells a Word package from another ZIP', () => {
    const word = zipDirectory(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])
    const found = findCentralDirectory(word, word.length)
    expect(found).toEqual({ offset: 0, size: word.length - 22 })
    const names = entryNames(word.subarray(0, found?.size))
    expect(names).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])
    expect(isWordPackage(names)).toBe(true)
    expect(isWordPackage(['[Content_Types].xml', 'xl/workbook.xml'])).toBe(false)
    expect(isWordPackage(['word/document.xml'])).toBe(false)
  })

  it('finds no directory in what is not a ZIP', () => {
    expect(findCentralDirectory(Buffer.from('%PDF-1.7 not a zip at all, just text'), 36)).toBeNull()
  })
})
