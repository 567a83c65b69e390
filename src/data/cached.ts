import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'

/** Revalidate at least hourly even if a hook was missed; hooks expire tags at once. */
const maxAgeSeconds = 3600

/**
 * Wraps a reader in Next's data cache, tagged with what it reads so that collection
 * hooks can expire it. Readers throw on failure: a failed revalidation keeps the last good page.
 * Within one render the same call is made once (React `cache`): that matters where a reader
 * runs inside another one, because Next.js skips the data cache for nested readers.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  reader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return cache(unstable_cache(reader, [name], { tags, revalidate: maxAgeSeconds }))
}
