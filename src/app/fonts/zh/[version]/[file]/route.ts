import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CHINESE_FACES_CSS, CHINESE_FONT_FILES, CHINESE_FONT_VERSION } from '@/lib/fonts/chineseFaces.generated'

/** The addresses carry the package version: an answer never changes, so it is cached for good. */
const immutable = 'public, max-age=31536000, immutable'

/**
 * The Chinese companion face, linked by Chinese pages only (docs/decisions/019-typefaces.md):
 * `faces.css` (its @font-face rules, one per unicode-range slice) and the slices it names,
 * read from the pinned npm package. Any other name is 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }): Promise<Response> {
  const { version, file } = await params
  if (version !== CHINESE_FONT_VERSION) return notFound()
  if (file === 'faces.css') return new Response(CHINESE_FACES_CSS, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': immutable } })
  if (!CHINESE_FONT_FILES.includes(file)) return notFound()
  const bytes = await readFile(path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-sc', 'files', file))
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'font/woff2', 'Cache-Control': immutable } })
}

function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
