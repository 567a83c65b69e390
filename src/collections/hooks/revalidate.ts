import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, TypeWithID } from 'payload'
import { revalidateTag } from 'next/cache'
import { cacheTags } from '@/lib/cacheTags'

/**
 * Expire cached pages that read a collection or global. Tags are per collection, not per
 * locale, so an edit in one language refreshes every language that falls back to it.
 * Outside a Next.js request (seed, scripts, tests) there is no cache to expire.
 */
function expire(tag: string, context: Record<string, unknown>): void {
  if (context.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not running inside Next.js: nothing is cached, nothing to do.
  }
}

const isDraft = (value: unknown) => typeof value === 'object' && value !== null && '_status' in value && value._status === 'draft'

export const revalidateCollectionAfterChange: CollectionAfterChangeHook<TypeWithID> = ({ collection, doc, previousDoc, context }) => {
  // A draft saved over a draft (the autosaves while an editor types) changes nothing visitors
  // see; publishing, unpublishing and the first draft over a published version do.
  if (isDraft(doc) && isDraft(previousDoc)) return doc
  expire(cacheTags.collection(collection.slug), context)
  return doc
}

export const revalidateCollectionAfterDelete: CollectionAfterDeleteHook<TypeWithID> = ({ collection, doc, context }) => {
  expire(cacheTags.collection(collection.slug), context)
  return doc
}

/** A global's after-change hook (Payload types its document `any`; this one only hands it back). */
export const revalidateGlobalAfterChange = ({ global, doc, context }: Pick<Parameters<GlobalAfterChangeHook>[0], 'global' | 'context'> & { doc: unknown }): unknown => {
  expire(cacheTags.global(global.slug), context)
  return doc
}

export const revalidateHooks = {
  afterChange: [revalidateCollectionAfterChange],
  afterDelete: [revalidateCollectionAfterDelete],
}
