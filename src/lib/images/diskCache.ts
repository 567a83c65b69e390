import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The cache file for a source version and its parameters (the key changes when the source does). */
export function cacheFile(dir: string, parts: readonly string[], extension: string): string {
  const key = createHash('sha256').update(parts.join('\n')).digest('hex')
  return path.join(dir, key.slice(0, 2), `${key}.${extension}`)
}

export async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch {
    return null
  }
}

/** Writes beside the target then renames, so a reader never sees half a file. */
export async function writeCached(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}
