import type { SanitizedConfig } from 'payload'
import type { ApiCatalogue } from '@/domain/http/apiRoute'

const catalogues = new WeakMap<SanitizedConfig, ApiCatalogue>()

const headOf = (path: string) => path.split('/').find((part) => part !== '')

/** Literal first segment of an endpoint path: `/count` → `count`, `/:id` → none. */
function literalHead(path: string): string | null {
  const head = headOf(path)
  return head === undefined || head.startsWith(':') ? null : head
}

/** An endpoint taking a key that is not a document id in first place (`/:key`). */
const takesKey = (path: string) => {
  const head = headOf(path)
  return head !== undefined && head.startsWith(':') && head !== ':id'
}

/** The route guard's view of the configuration, derived from the endpoints Payload registered (its own and ours). */
export function apiCatalogue(config: SanitizedConfig): ApiCatalogue {
  const known = catalogues.get(config)
  if (known) return known
  const collections = new Map(
    config.collections.map((collection) => {
      const endpoints = collection.endpoints === false ? [] : collection.endpoints
      const operations = new Set(endpoints.map((endpoint) => literalHead(endpoint.path)).filter((head) => head !== null))
      const keyed = endpoints.some((endpoint) => takesKey(endpoint.path))
      return [collection.slug, { auth: Boolean(collection.auth), operations, keyed }] as const
    }),
  )
  const catalogue: ApiCatalogue = { collections, globals: new Set(config.globals.map((global) => global.slug)) }
  catalogues.set(config, catalogue)
  return catalogue
}
