import { MIXER_MAX_BOARD } from './limits'

/**
 * The composition's picture, drawn on the server (a moodboard piece, its PDF, the share image):
 * the scene, each slot's sample as a disc where the slot sits, the board's samples as tiles in a
 * band below. The browser's export (`features/mixer/ui/exportImage.ts`) draws the same layout with
 * names; this one has no text, so it needs no font and is the same in every language.
 */
export const COMPOSITION_PICTURE_WIDTH = 1200
const DISC_RADIUS = 46
const RING = 5
const TILE = 120
const GAP = 20
const MARGIN = 40
/** Board tiles per row: as many as the width holds. */
export const BOARD_TILES_PER_ROW = Math.floor((COMPOSITION_PICTURE_WIDTH - 2 * MARGIN + GAP) / (TILE + GAP))

/** What a sample is painted with: its swatch (a data address) over its colour. */
export interface SampleFill {
  href: string | null
  hex: string
}

export interface CompositionLayout {
  width: number
  height: number
  sceneHeight: number
  discs: { token: string; cx: number; cy: number; r: number }[]
  tiles: { token: string; x: number; y: number; size: number }[]
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** Where everything goes: the scene at full width, discs on their slots (kept inside the scene), the board's tiles in rows. */
export function compositionLayout(picture: { width: number; height: number }, slots: readonly { code: string; x: number; y: number }[], placed: Readonly<Record<string, string>>, board: readonly string[]): CompositionLayout {
  const width = COMPOSITION_PICTURE_WIDTH
  const sceneHeight = Math.round((width * Math.max(1, picture.height)) / Math.max(1, picture.width))
  const r = DISC_RADIUS + RING
  const discs = slots.flatMap((slot) => {
    const token = placed[slot.code]
    if (!token) return []
    return [{ token, cx: Math.round(clamp((slot.x / 100) * width, r, width - r)), cy: Math.round(clamp((slot.y / 100) * sceneHeight, r, sceneHeight - r)), r: DISC_RADIUS }]
  })
  const shown = board.slice(0, MIXER_MAX_BOARD)
  // The rows' grid is centred under the scene.
  const columns = Math.min(shown.length, BOARD_TILES_PER_ROW)
  const left = Math.round((width - (columns * TILE + (columns - 1) * GAP)) / 2)
  const tiles = shown.map((token, index) => ({
    token,
    x: left + (index % BOARD_TILES_PER_ROW) * (TILE + GAP),
    y: sceneHeight + MARGIN + Math.floor(index / BOARD_TILES_PER_ROW) * (TILE + GAP),
    size: TILE,
  }))
  const rows = Math.ceil(shown.length / BOARD_TILES_PER_ROW)
  const height = sceneHeight + (rows > 0 ? 2 * MARGIN + rows * TILE + (rows - 1) * GAP : 0)
  return { width, height, sceneHeight, discs, tiles }
}

const hexPattern = /^#[0-9a-f]{6}$/i
const safeHex = (hex: string) => (hexPattern.test(hex) ? hex : '#d8d2c8')
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The SVG sharp turns into the picture: the scene (a data address, or a plain ground), the discs with a white ring and a soft shadow, the tiles. */
export function compositionSvg(layout: CompositionLayout, scene: string | null, fills: ReadonlyMap<string, SampleFill>): string {
  const { width, height, sceneHeight } = layout
  const paint = (token: string) => {
    const fill = fills.get(token)
    return { href: fill?.href ?? null, hex: safeHex(fill?.hex ?? '') }
  }
  const parts: string[] = []
  const defs: string[] = ['<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="3" stdDeviation="5" flood-color="#000" flood-opacity="0.28"/></filter>']
  parts.push(`<rect width="${width}" height="${height}" fill="#f6f3ee"/>`)
  parts.push(scene ? `<image href="${escapeAttribute(scene)}" width="${width}" height="${sceneHeight}" preserveAspectRatio="xMidYMid slice"/>` : `<rect width="${width}" height="${sceneHeight}" fill="#e8e2d8"/>`)
  layout.discs.forEach((disc, index) => {
    const { href, hex } = paint(disc.token)
    defs.push(`<clipPath id="c${String(index)}"><circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}"/></clipPath>`)
    parts.push(`<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r + RING}" fill="#fff" filter="url(#shadow)"/>`)
    parts.push(`<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${hex}"/>`)
    if (href) parts.push(`<image href="${escapeAttribute(href)}" x="${disc.cx - disc.r}" y="${disc.cy - disc.r}" width="${2 * disc.r}" height="${2 * disc.r}" preserveAspectRatio="xMidYMid slice" clip-path="url(#c${String(index)})"/>`)
  })
  for (const tile of layout.tiles) {
    const { href, hex } = paint(tile.token)
    parts.push(`<rect x="${tile.x}" y="${tile.y}" width="${tile.size}" height="${tile.size}" fill="${hex}"/>`)
    if (href) parts.push(`<image href="${escapeAttribute(href)}" x="${tile.x}" y="${tile.y}" width="${tile.size}" height="${tile.size}" preserveAspectRatio="xMidYMid slice"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`
}
