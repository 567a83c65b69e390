import 'server-only'
import { unstable_cache } from 'next/cache'

/** Revalidate at least hourly even if a hook was missed; hooks expire tags at once. */
const maxAgeSeconds = 3600

/**
 * Wraps a reader in Next's data cache, tagged with what it reads so that collection
 * hooks can expire it. Readers throw on failure: a failed revalidation keeps the last good page.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  reader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(reader, [name], { tags, revalidate: maxAgeSeconds })
}
