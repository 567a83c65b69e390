import type { Messages } from '@/i18n/bundled'

/**
 * Labels the server puts into every page for client components: the error pages must be
 * readable without a further request (a failing server may not answer one). Client
 * components may ask for any other key; those arrive with the full catalogue, fetched once.
 */
export const clientLabelKeys = [
  'site.name',
  'site.titleTemplate',
  'site.home',
  'common.loading',
  'common.close',
  'common.back',
  'error.pageNotFoundPath',
  'error.pageNotFoundTitle',
  'error.notFound',
  'error.notFoundMessage',
  'error.occurred',
  'error.statusCode',
  'error.serverErrorTitle',
  'error.serverErrorMessage',
  'error.reference',
  'error.offline',
  'error.backToHome',
  'error.tryAgain',
  // The wishlist's hearts (every page): their names. Their rarer refusals come with the full catalogue.
  'wishlist.saveNamed',
] as const

/** The subset of a language's labels handed to `LabelsProvider` as `initial`. */
export function pickClientLabels(messages: Messages, keys: readonly string[] = clientLabelKeys): Messages {
  const picked: Messages = {}
  for (const key of keys) {
    const text = messages[key]
    if (text !== undefined) picked[key] = text
  }
  return picked
}
