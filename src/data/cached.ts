import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { asReaderError, DatabaseUnavailableError } from '@/lib/http/databaseUnavailable'
import { reconnectAfterFailure } from './reconnect'

/** Revalidate at least hourly even if a hook was missed; hooks expire tags at once. */
const maxAgeSeconds = 3600

/**
 * Wraps a reader in Next's data cache, tagged with what it reads so that collection
 * hooks can expire it. Readers throw on failure: a failed revalidation keeps the last good page.
 * A database outage is thrown as `DatabaseUnavailableError` (the page answers 503) and makes
 * the next read use a fresh connection (recovery without a restart).
 * Within one render the same call is made once (React `cache`): that matters where a reader
 * runs inside another one, because Next.js skips the data cache for nested readers.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  reader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const shared = unstable_cache(reader, [name], { tags, revalidate: maxAgeSeconds })
  return cache(async (...args: Args) => readingDatabase(() => shared(...args)))
}

/** Runs a read; a database outage is thrown as `DatabaseUnavailableError` after asking for a fresh connection. */
export async function readingDatabase<Result>(read: () => Promise<Result>): Promise<Result> {
  try {
    return await read()
  } catch (error) {
    const failure = asReaderError(error)
    if (failure instanceof DatabaseUnavailableError) await reconnectAfterFailure()
    throw failure
  }
}
