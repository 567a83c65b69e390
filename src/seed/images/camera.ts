/** Perspective camera: look-at basis, projection to the picture plane, path helpers. */
import type { Vec3 } from './geometry'
import { f1 } from './svg'

export interface Camera {
  eye: Vec3
  right: Vec3
  up: Vec3
  fwd: Vec3
  focal: number
  cx: number
  cy: number
  /** Direction towards the key light (unit); render3d.ts has the default, from the upper right. */
  light?: Vec3
}

export interface P2 {
  x: number
  y: number
  z: number
}

export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
export const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}
export const avg = (ps: Vec3[]): Vec3 => {
  const s: Vec3 = [0, 0, 0]
  for (const p of ps) {
    s[0] += p[0] / ps.length
    s[1] += p[1] / ps.length
    s[2] += p[2] / ps.length
  }
  return s
}

export function lookAt(eye: Vec3, target: Vec3, focal = 1, cx = 0, cy = 0): Camera {
  const fwd = norm(sub(target, eye))
  const right = norm(cross(fwd, [0, 1, 0]))
  const up = cross(right, fwd)
  return { eye, right, up, fwd, focal, cx, cy }
}

export function project(cam: Camera, p: Vec3): P2 {
  const d = sub(p, cam.eye)
  const z = Math.max(1, dot(d, cam.fwd))
  return { x: cam.cx + (cam.focal * dot(d, cam.right)) / z, y: cam.cy - (cam.focal * dot(d, cam.up)) / z, z }
}

/** Pixels per centimetre at a world point. */
export function scaleAt(cam: Camera, p: Vec3): number {
  return cam.focal / Math.max(1, dot(sub(p, cam.eye), cam.fwd))
}

export function pathOf(ps: P2[], close = true): string {
  return ps.map((p, i) => `${i ? 'L' : 'M'}${f1(p.x)} ${f1(p.y)}`).join('') + (close ? 'Z' : '')
}
