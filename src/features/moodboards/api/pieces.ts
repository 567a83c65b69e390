import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { compositionOfRef, configurationOfRef, pieceKinds, type PieceKind } from '../logic/pieces'
import { piecesByRef, searchPieces } from '../server/pieces'

/** Most refs one lookup carries (a full board). */
const MAX_REFS = 200
const refPattern = /^(product|material|mood|project|story):\d{1,12}$/
const isPieceRef = (ref: string) => refPattern.test(ref) || configurationOfRef(ref) !== null || compositionOfRef(ref) !== null
const isPieceKind = (value: string | null): value is PieceKind => pieceKinds.some((kind) => kind === value)

/**
 * GET /api/moodboards/pieces?lang=…&refs=product:1,mood:3,configuration:12:…,composition:… — the named pieces a board shows;
 * ?kind=product&q=… — pieces to pick from, by name. Published documents only, the same for
 * everybody: nothing personal, cached briefly by the browser.
 */
export const GET = endpoint({ budget: 'searchSuggest' }, async ({ url, locale }) => {
  const refs = url.searchParams.get('refs')
  const kind = url.searchParams.get('kind')
  const headers = { 'Cache-Control': 'public, max-age=60' }
  if (refs !== null) {
    const wanted = refs.split(',').filter(isPieceRef).slice(0, MAX_REFS)
    return Response.json({ pieces: await piecesByRef(wanted, locale) }, { headers })
  }
  if (!isPieceKind(kind)) return Response.json({ pieces: [] }, { headers })
  const text = (url.searchParams.get('q') ?? '').slice(0, 80)
  return Response.json({ pieces: await searchPieces(kind, text, locale) }, { headers })
})
