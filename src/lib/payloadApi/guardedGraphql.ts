import { getPayload, type SanitizedConfig } from 'payload'
import { apiErrorResponse } from './apiErrorResponse'
import { answeringOutages } from './databaseOutage'
import { hasEditorSession } from './editorSession'
import { privateAnswer } from './privateAnswer'

export type GraphqlHandler = (request: Request) => Promise<Response>
type Config = Promise<SanitizedConfig> | SanitizedConfig

/**
 * Payload's GraphQL endpoint for editors only: nothing on the site's pages uses it, so a visitor
 * without a session gets 403 before any parsing (docs/decisions/015-api-hardening.md).
 * Editors' queries meet the complexity, depth, top-level field and limit rules of the config.
 * Their answers (trade data among them) are `private, no-store` and not indexed.
 */
export function guardedGraphql(config: Config, handler: GraphqlHandler): GraphqlHandler {
  return async (request) => {
    const payload = await getPayload({ config })
    return answeringOutages(payload, request.headers, async () => {
      if (!(await hasEditorSession(payload, request.headers, true))) return apiErrorResponse(403, request.headers)
      return privateAnswer(await handler(request))
    })
  }
}
