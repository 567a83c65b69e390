import { createWriteStream } from 'node:fs'
import { open, rm } from 'node:fs/promises'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import busboy from 'busboy'
import { fileTypeFromFile } from 'file-type'
import { formLimits } from '@/domain/forms/fieldTypes'
import { maxRequestBodyBytes } from '@/domain/limits'
import { attachmentsDirectory, newStoredName, storedAttachmentPath } from '@/lib/forms/attachmentStore'
import { acceptedKind, extensionOf, isAcceptableFileName, type AttachmentValue } from '../logic/attachments'
import { eocdSearchBytes, entryNames, findCentralDirectory, isWordPackage } from '../logic/zipEntries'
import { scanFile } from './virusScan.server'

/** Files past the limits (10 MB one, 20 MB together) or text fields past the edge's cap: 413, nothing kept. */
export class SubmissionTooLargeError extends Error {
  readonly status = 413
  constructor(
    readonly field: string,
    readonly label: 'form.fileTooLarge' | 'form.attachmentsTooLarge' | 'http.payloadTooLarge',
  ) {
    super(`submission over its limits (${label}, ${field})`)
    this.name = 'SubmissionTooLargeError'
  }
}

/** A multipart body that is not one (no boundary, cut short, too many parts). */
export class UnreadableMultipartError extends Error {
  readonly status = 400
  constructor(cause: unknown) {
    super('multipart body could not be read', { cause })
    this.name = 'UnreadableMultipartError'
  }
}

export interface ReceivedMultipart {
  /** The text fields (a repeated name, as several boxes post it: a list). */
  fields: Record<string, string | string[]>
  /** The accepted files by field, stored under random names. */
  files: Record<string, AttachmentValue>
  /** Per field, the label key of why its file was refused (nothing of it kept). */
  refused: Record<string, string>
  /** Deletes the stored files: the submission was refused or could not be kept. */
  discard: () => Promise<void>
}

interface Written {
  field: string
  name: string
  stored: string
  file: string
  size: number
}

/** Counts the bytes of one file and of the whole submission as they pass, failing the moment either is over. */
function byteCounter(onBytes: (count: number) => Error | null): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const problem = onBytes(chunk.length)
      if (problem) callback(problem)
      else callback(null, chunk)
    },
  })
}

/** A real Word package: its ZIP directory names `[Content_Types].xml` and the `word/` folder. */
async function readsAsWordPackage(file: string, size: number): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const tailLength = Math.min(size, eocdSearchBytes)
    const tail = Buffer.alloc(tailLength)
    await handle.read(tail, 0, tailLength, size - tailLength)
    const directory = findCentralDirectory(tail, size)
    if (!directory || directory.size > formLimits.attachmentMaxBytes) return false
    const bytes = Buffer.alloc(directory.size)
    await handle.read(bytes, 0, directory.size, directory.offset)
    return isWordPackage(entryNames(bytes))
  } finally {
    await handle.close()
  }
}

/** Why a written file may not be kept (a label key), or null: checked by its content, not its name's claim alone. */
async function refusalOf(written: Written): Promise<{ label: string } | { type: string }> {
  if (written.size === 0) return { label: 'form.attachmentEmpty' }
  if (!isAcceptableFileName(written.name)) return { label: 'form.fileTypeNotAllowed' }
  const detected = await fileTypeFromFile(written.file)
  const word = extensionOf(written.name) === 'docx' && detected?.ext === 'docx' ? await readsAsWordPackage(written.file, written.size) : false
  const kind = acceptedKind(detected?.mime, written.name, word)
  if (!kind) return { label: 'form.fileTypeNotAllowed' }
  // Then the virus scanner, when one is configured: kept only when seen clean.
  const scanned = await scanFile(written.file)
  return scanned === 'clean' ? { type: kind } : { label: scanned === 'infected' ? 'form.fileInfected' : 'form.fileNotScanned' }
}

/**
 * Streams a multipart submission: text fields into memory (within the edge's 16 kB), each file
 * of an attachment field straight to a random name in the private directory, counted as it
 * passes: one file over 10 MB or all over 20 MB stops the reading at once (413), and every file
 * written so far is deleted. Then each file is checked by its content (file-type; a DOCX must be
 * a Word package); a refused one is deleted and reported for its field. No file is ever held
 * whole in memory.
 */
export async function receiveMultipart(request: Request, attachmentFields: ReadonlySet<string>): Promise<ReceivedMultipart> {
  if (!request.body) throw new UnreadableMultipartError(new Error('no body'))
  const directory = await attachmentsDirectory()
  const written: Written[] = []
  const writes: Promise<void>[] = []
  // The files still streaming: stopped with the reading, so that every write settles (and its file can go).
  const streaming = new Set<Readable>()
  const fields: Record<string, string | string[]> = {}
  let fieldBytes = 0
  let fileBytes = 0
  // Set by the first problem (a callback's doing, out of the checker's sight): later ones change nothing.
  const state: { failure: Error | null } = { failure: null }

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // The raw name as sent: a path in it (../../x.js) is refused, not quietly cut to its base.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { fileSize: formLimits.attachmentMaxBytes, files: attachmentFields.size, fields: formLimits.maxFields * 2 + 4, fieldSize: maxRequestBodyBytes, parts: formLimits.maxFields * 2 + 4 },
    })
  } catch (error) {
    throw new UnreadableMultipartError(error)
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>)
  const removeWritten = async () => {
    await Promise.allSettled(writes)
    await Promise.all(written.map((item) => rm(item.file, { force: true })))
  }

  const finished = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      if (state.failure) return
      state.failure = error
      source.unpipe(parser)
      source.destroy()
      for (const stream of streaming) stream.destroy(error)
      reject(error)
    }
    parser.on('field', (name, value, info) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value)
      if (info.valueTruncated || fieldBytes > maxRequestBodyBytes) {
        fail(new SubmissionTooLargeError(name, 'http.payloadTooLarge'))
        return
      }
      const before = fields[name]
      fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]
    })
    parser.on('file', (name, stream, info) => {
      // A file input left empty posts a part with no name and no bytes; a field that takes no file, or a second file for one, is skipped.
      if (state.failure || !attachmentFields.has(name) || info.filename === '' || written.some((item) => item.field === name)) {
        stream.resume()
        return
      }
      const stored = newStoredName()
      const file = storedAttachmentPath(directory, stored)
      if (!file) throw new Error('random name refused')
      const item: Written = { field: name, name: info.filename, stored, file, size: 0 }
      written.push(item)
      streaming.add(stream)
      stream.on('close', () => streaming.delete(stream))
      stream.on('limit', () => {
        fail(new SubmissionTooLargeError(name, 'form.fileTooLarge'))
      })
      const counter = byteCounter((count) => {
        item.size += count
        fileBytes += count
        return fileBytes > formLimits.submissionMaxAttachmentBytes ? new SubmissionTooLargeError(name, 'form.attachmentsTooLarge') : null
      })
      writes.push(
        pipeline(stream, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 })).catch((error: unknown) => {
          fail(error instanceof Error ? error : new Error(String(error)))
        }),
      )
    })
    parser.on('filesLimit', () => {
      fail(new UnreadableMultipartError(new Error('too many files')))
    })
    parser.on('partsLimit', () => {
      fail(new UnreadableMultipartError(new Error('too many parts')))
    })
    parser.on('fieldsLimit', () => {
      fail(new UnreadableMultipartError(new Error('too many fields')))
    })
    parser.on('error', (error: unknown) => {
      fail(new UnreadableMultipartError(error))
    })
    parser.on('close', () => {
      resolve()
    })
    source.on('error', (error) => {
      fail(new UnreadableMultipartError(error))
    })
    source.pipe(parser)
  })

  try {
    await finished
    await Promise.all(writes)
    if (state.failure) throw state.failure
  } catch (error) {
    await removeWritten()
    throw error
  }

  const files: Record<string, AttachmentValue> = {}
  const refused: Record<string, string> = {}
  const kept: Written[] = []
  try {
    for (const item of written) {
      const verdict = await refusalOf(item)
      if ('label' in verdict) {
        refused[item.field] = verdict.label
        await rm(item.file, { force: true })
      } else {
        files[item.field] = { name: item.name, size: item.size, type: verdict.type, stored: item.stored }
        kept.push(item)
      }
    }
  } catch (error) {
    await removeWritten()
    throw error
  }
  return { fields, files, refused, discard: () => Promise.all(kept.map((item) => rm(item.file, { force: true }))).then(() => undefined) }
}
