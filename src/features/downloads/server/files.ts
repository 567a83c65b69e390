import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { fileVersionOf } from '../logic/history'

/** A published download's stored file, ready to stream. */
export interface StoredDownload {
  id: number
  filename: string
  mimeType: string
  size: number
  path: string
  fileVersion: string
}

/**
 * A published download's file, open to everybody or for registered visitors only: the caller
 * has checked the session. Reads past the collection's read access (which hides restricted
 * files from anyone but editors); drafts and missing files: null.
 */
export async function publishedDownloadFile(id: number): Promise<StoredDownload | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { filename: true, mimeType: true, fileUpdatedAt: true, createdAt: true },
  })
  const download = docs[0]
  if (!download?.filename) return null
  const file = path.join(path.resolve(env().MEDIA_DIR, 'downloads'), download.filename)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { id, filename: download.filename, mimeType: download.mimeType ?? 'application/octet-stream', size: info.size, path: file, fileVersion: fileVersionOf(download) }
}

/** Today's file version of each published download among `ids`. */
export async function currentFileVersions(ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { and: [{ id: { in: [...ids] } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { fileUpdatedAt: true, createdAt: true },
  })
  return new Map(docs.map((download) => [download.id, fileVersionOf(download)]))
}
