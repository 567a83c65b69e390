import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { storedAttachmentName as storedName } from '@/domain/forms/fieldTypes'
import { env } from '@/env'

/** The private directory of attached files (FORM_UPLOADS_DIR), made when first needed. */
export async function attachmentsDirectory(): Promise<string> {
  const directory = path.resolve(env().FORM_UPLOADS_DIR)
  await mkdir(directory, { recursive: true, mode: 0o700 })
  return directory
}

/** A new random name for a file about to be written. */
export const newStoredName = () => randomBytes(16).toString('hex')

/** Where a stored file lies; null for anything that is not one of our random names. */
export function storedAttachmentPath(directory: string, stored: string): string | null {
  return storedName.test(stored) ? path.join(directory, stored) : null
}

/** The random names of the files a submission's values refer to. */
export function storedNamesIn(values: unknown): string[] {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return []
  return Object.values(values).flatMap((value: unknown) => {
    const stored: unknown = typeof value === 'object' && value !== null && 'stored' in value ? value.stored : undefined
    return typeof stored === 'string' && storedName.test(stored) ? [stored] : []
  })
}

/** Deletes stored files (a refused or deleted submission's); one already gone is no error. */
export async function removeStoredAttachments(stored: readonly string[]): Promise<void> {
  if (stored.length === 0) return
  const directory = await attachmentsDirectory()
  await Promise.all(
    stored.map((name) => {
      const file = storedAttachmentPath(directory, name)
      return file ? rm(file, { force: true }) : Promise.resolve()
    }),
  )
}
