/**
 * A simple drawing of a configured sofa from its version's dimensions (cm), for the server's
 * preview image and, in the same proportions, the 3D view's boxes: a plinth on legs, the arms,
 * the back, the seat cushions and the back cushions, and for a deep layout (corner, chaise
 * longue) the extension on the right. Pure: boxes in centimetres, x along the length, y up,
 * z towards the viewer.
 */
export type Surface = 'body' | 'cushions' | 'legs'

export interface Box {
  surface: Surface
  /** Left, bottom, back corner and size, cm. */
  x: number
  y: number
  z: number
  width: number
  height: number
  depth: number
}

export interface Dimensions {
  length: number
  height: number
  depth: number
  seatHeight: number | null
}

/** Depth of an ordinary seat, cm: a deeper layout has an extension (corner or chaise longue). */
const SEAT_DEPTH_LIMIT = 125
const LEG = 4

export function silhouette(dimensions: Dimensions): Box[] {
  const length = Math.max(40, Math.min(dimensions.length, 600))
  const height = Math.max(40, Math.min(dimensions.height, 160))
  const fullDepth = Math.max(40, Math.min(dimensions.depth, 400))
  const deep = fullDepth > SEAT_DEPTH_LIMIT
  const depth = deep ? Math.min(105, fullDepth) : fullDepth
  const seat = Math.max(25, Math.min(dimensions.seatHeight ?? height * 0.55, height - 15))
  const legHeight = Math.min(14, seat * 0.3)
  const cushion = Math.min(14, seat - legHeight - 8)
  const plinthTop = seat - cushion
  const arm = Math.min(16, length * 0.12)
  const armTop = Math.min(height - 6, seat + (height - seat) * 0.45)
  const backDepth = Math.min(22, depth * 0.25)
  const boxes: Box[] = []
  const legsAt = (x0: number, x1: number, z0: number, z1: number) => {
    for (const x of [x0 + 3, x1 - 3 - LEG]) for (const z of [z0 + 3, z1 - 3 - LEG]) boxes.push({ surface: 'legs', x, y: 0, z, width: LEG, height: legHeight, depth: LEG })
  }
  legsAt(0, length, 0, depth)
  boxes.push({ surface: 'body', x: 0, y: legHeight, z: 0, width: length, height: plinthTop - legHeight, depth })
  boxes.push({ surface: 'body', x: 0, y: plinthTop, z: 0, width: length, height: height - plinthTop, depth: backDepth })
  boxes.push({ surface: 'body', x: 0, y: plinthTop, z: 0, width: arm, height: armTop - plinthTop, depth })
  boxes.push({ surface: 'body', x: length - arm, y: plinthTop, z: 0, width: arm, height: armTop - plinthTop, depth })
  const inner = length - 2 * arm
  const count = Math.max(1, Math.round(inner / 75))
  const each = inner / count
  for (let index = 0; index < count; index += 1) {
    const x = arm + index * each
    boxes.push({ surface: 'cushions', x: x + 0.5, y: plinthTop, z: backDepth, width: each - 1, height: cushion, depth: depth - backDepth })
    boxes.push({ surface: 'cushions', x: x + 0.5, y: seat, z: backDepth - 2, width: each - 1, height: Math.max(12, (height - seat) * 0.8), depth: 16 })
  }
  if (deep) {
    const extension = Math.min(length * 0.4, 95)
    const x = length - extension
    const z = depth
    const reach = fullDepth - depth
    legsAt(x, length, z, z + reach)
    boxes.push({ surface: 'body', x, y: legHeight, z, width: extension, height: plinthTop - legHeight, depth: reach })
    boxes.push({ surface: 'body', x: length - arm, y: plinthTop, z, width: arm, height: armTop - plinthTop, depth: reach })
    boxes.push({ surface: 'cushions', x: x + 0.5, y: plinthTop, z, width: extension - arm - 1, height: cushion, depth: reach - 1 })
  }
  return boxes
}
