import type { SanitizedConfig } from 'payload'

type Handler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>
export interface CallOptions {
  json?: unknown
  form?: FormData
  token?: string
  headers?: Record<string, string>
}

/** Payload's own REST handlers, called in the test process as Next.js would call them. */
export async function editorRest(site: string) {
  const routes = await import('@payloadcms/next/routes')
  const { default: config } = await import('@/payload.config')
  const resolved: SanitizedConfig = await config
  const handlers: Record<'GET' | 'POST' | 'PATCH', Handler> = { GET: routes.REST_GET(resolved), POST: routes.REST_POST(resolved), PATCH: routes.REST_PATCH(resolved) }
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, options: CallOptions = {}): Promise<Response> => {
    const headers = new Headers(options.headers)
    if (options.token) headers.set('Authorization', `JWT ${options.token}`)
    if (options.json !== undefined) headers.set('Content-Type', 'application/json')
    const body = options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
    const request = new Request(`${site}/api/${path}`, { method, headers, body })
    const slug = path.split('?')[0]?.split('/') ?? []
    return handlers[method](request, { params: Promise.resolve({ slug }) })
  }
}
