import 'server-only'
import { matchRedirect, ruleMap, type RedirectRule, type RedirectTarget } from '@/domain/routing/redirects'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { payloadClient } from './payload'

/** Every editor-managed redirect (a small table), re-read when one changes. */
const readRules = cached('redirect-rules', [cacheTags.collection('redirects')], async (): Promise<RedirectRule[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'redirects', depth: 0, pagination: false, limit: 10_000, overrideAccess: false })
  return docs.map(({ from, to, statusCode }) => ({ from, to, statusCode }))
})

/** The editor's redirect for a path that shows nothing (entered rules and renamed slugs). */
export async function findEditorRedirect(path: string): Promise<RedirectTarget | null> {
  return matchRedirect(path, ruleMap(await readRules()))
}
