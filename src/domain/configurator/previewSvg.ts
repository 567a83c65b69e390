import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './previewAddress'
import type { Box, Surface } from './silhouette'

/** What a surface is dressed in: a swatch picture (a data address) repeated, or its colour. */
export interface SurfaceFill {
  href: string | null
  hex: string
}

/** How far the depth recedes to the right and up, per cm of depth (an oblique view). */
const RECEDE_X = 0.45
const RECEDE_Y = 0.3

const hexPattern = /^#[0-9a-f]{6}$/i
const safeHex = (hex: string) => (hexPattern.test(hex) ? hex : '#b8b0a4')
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The SVG of a configured piece seen from the front and a little above (oblique): each box's
 * front, top and right faces filled with its surface's swatch, the top lit and the side shaded,
 * drawn back to front; a soft shadow on the floor. Sharp turns it into the preview JPEG.
 */
export function previewSvg(boxes: readonly Box[], fills: Record<Surface, SurfaceFill>): string {
  const maxX = Math.max(...boxes.map((box) => box.x + box.width))
  const maxY = Math.max(...boxes.map((box) => box.y + box.height))
  const maxZ = Math.max(...boxes.map((box) => box.z + box.depth))
  const spanX = maxX + maxZ * RECEDE_X
  const spanY = maxY + maxZ * RECEDE_Y
  const scale = Math.min((PREVIEW_WIDTH * 0.84) / spanX, (PREVIEW_HEIGHT * 0.74) / spanY)
  const left = (PREVIEW_WIDTH - spanX * scale) / 2
  const floor = PREVIEW_HEIGHT * 0.86
  const point = (x: number, y: number, z: number) => {
    const back = maxZ - z
    return `${(left + (x + back * RECEDE_X) * scale).toFixed(1)},${(floor - (y + back * RECEDE_Y) * scale).toFixed(1)}`
  }
  const surfaces: Surface[] = ['body', 'cushions', 'legs']
  const patterns = surfaces
    .map((surface) => {
      const fill = fills[surface]
      if (!fill.href) return ''
      const tile = surface === 'legs' ? 48 : 120
      return `<pattern id="p-${surface}" patternUnits="userSpaceOnUse" width="${tile}" height="${tile}"><rect width="${tile}" height="${tile}" fill="${safeHex(fill.hex)}"/><image href="${escapeAttribute(fill.href)}" width="${tile}" height="${tile}" preserveAspectRatio="xMidYMid slice"/></pattern>`
    })
    .join('')
  const paint = (surface: Surface) => (fills[surface].href ? `url(#p-${surface})` : safeHex(fills[surface].hex))
  const ordered = [...boxes].sort((a, b) => a.z + a.depth - (b.z + b.depth) || a.y - b.y || a.x - b.x)
  const faces = ordered
    .map((box) => {
      const { x, y, z, width: w, height: h, depth: d } = box
      const front = [point(x, y, z + d), point(x + w, y, z + d), point(x + w, y + h, z + d), point(x, y + h, z + d)].join(' ')
      const top = [point(x, y + h, z + d), point(x + w, y + h, z + d), point(x + w, y + h, z), point(x, y + h, z)].join(' ')
      const side = [point(x + w, y, z + d), point(x + w, y, z), point(x + w, y + h, z), point(x + w, y + h, z + d)].join(' ')
      const fill = paint(box.surface)
      return [
        `<polygon points="${side}" fill="${fill}"/><polygon points="${side}" fill="#000" fill-opacity="0.32"/>`,
        `<polygon points="${top}" fill="${fill}"/><polygon points="${top}" fill="#fff" fill-opacity="0.22"/>`,
        `<polygon points="${front}" fill="${fill}"/><polygon points="${front}" fill="url(#shade)"/>`,
        `<polygon points="${front}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1"/>`,
      ].join('')
    })
    .join('')
  const shadowCx = left + (maxX / 2 + (maxZ / 2) * RECEDE_X) * scale
  const shadowRx = (maxX / 2 + maxZ * RECEDE_X * 0.4) * scale
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3efe8"/><stop offset="1" stop-color="#e6dfd4"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>`,
    `<filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>${patterns}</defs>`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#wall)"/>`,
    `<rect y="${(floor - 4).toFixed(1)}" width="${PREVIEW_WIDTH}" height="${(PREVIEW_HEIGHT - floor + 4).toFixed(1)}" fill="#d9d0c3"/>`,
    `<ellipse cx="${shadowCx.toFixed(1)}" cy="${floor.toFixed(1)}" rx="${shadowRx.toFixed(1)}" ry="${(maxZ * RECEDE_Y * scale * 0.5 + 10).toFixed(1)}" fill="#000" fill-opacity="0.22" filter="url(#blur)"/>`,
    faces,
    '</svg>',
  ].join('')
}
