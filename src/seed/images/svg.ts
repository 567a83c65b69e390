/** Minimal SVG document builder: defs with generated ids, body parts, number formatting. */

/** One decimal, no trailing ".0": keeps documents small and output deterministic. */
export function f1(n: number): string {
  const v = Math.round(n * 10) / 10
  return Object.is(v, -0) ? '0' : String(v)
}

export function f2(n: number): string {
  const v = Math.round(n * 100) / 100
  return Object.is(v, -0) ? '0' : String(v)
}

export type Stop = [offset: number, colour: string, opacity?: number]

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export class Svg {
  private readonly defs: string[] = []
  private readonly parts: string[] = []
  private readonly patterns = new Map<string, string>()
  private readonly marks = new Map<string, number>()
  private wrapper: { transform: string; end: number } | null = null
  private count = 0
  private readonly shadowParts: string[] = []
  private readonly lightParts: string[] = []
  private shadowSoft = 0
  /** Transform for shapes added to the shadow layer from now on (a zoomed detail view). */
  shadowTransform = ''

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.count += 1
    return `${prefix}${this.count}`
  }

  add(part: string): void {
    this.parts.push(part)
  }

  def(part: string): void {
    this.defs.push(part)
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined || a >= 1 ? '' : ` stop-opacity="${f2(a)}"`}/>`)
      .join('')
  }

  /** Linear gradient in user space; returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.id('l')
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2 === y1 && x2 === x1 ? y1 + 1 : y2)}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** Radial gradient in user space; returns `url(#id)`. */
  radial(cx: number, cy: number, r: number, stops: Stop[], sy = 1): string {
    const id = this.id('r')
    const transform = sy === 1 ? '' : ` gradientTransform="translate(${f1(cx)} ${f1(cy)}) scale(1 ${f2(sy)}) translate(${f1(-cx)} ${f1(-cy)})"`
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(Math.max(0.5, r))}"${transform}>${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** Gaussian blur filter; `pad` is the margin around the element, as a share of its size. */
  blur(std: number, pad = 0.5): string {
    const id = this.id('b')
    const p = Math.round(pad * 100)
    this.defs.push(`<filter id="${id}" x="-${p}%" y="-${p}%" width="${100 + 2 * p}%" height="${100 + 2 * p}%"><feGaussianBlur stdDeviation="${f1(std)}"/></filter>`)
    return id
  }

  /** A pattern defined once per document under `key` (`make` gets its id); returns `url(#id)`. */
  pattern(key: string, make: (id: string) => string): string {
    const known = this.patterns.get(key)
    if (known) return `url(#${known})`
    const id = this.id('p')
    this.defs.push(make(id))
    this.patterns.set(key, id)
    return `url(#${id})`
  }

  /** Wraps everything added so far in a group with this transform (once per document). */
  wrap(transform: string): void {
    this.wrapper = { transform, end: this.parts.length }
  }

  /**
   * Adds a plain shape to the shadow layer: drawn small on white, blurred by `soft` pixels
   * (the largest asked for), brought to size and multiplied under the furniture (photo.ts).
   */
  shadow(part: string, soft: number): void {
    this.shadowParts.push(this.shadowTransform ? `<g transform="${this.shadowTransform}">${part}</g>` : part)
    this.shadowSoft = Math.max(this.shadowSoft, soft)
  }

  /** Adds a light source's shape (a window, a sunlit patch) to the light layer: white is brightest (photo.ts blooms it). */
  light(part: string): void {
    this.lightParts.push(part)
  }

  /** The light layer as a document drawn at `scale`, black where nothing shines; null when nothing does. */
  lightString(scale: number): string | null {
    if (!this.lightParts.length) return null
    const body = this.wrapper ? `<g transform="${this.wrapper.transform}">${this.lightParts.join('')}</g>` : this.lightParts.join('')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(1, Math.round(this.width * scale))}" height="${Math.max(1, Math.round(this.height * scale))}" viewBox="0 0 ${this.width} ${this.height}"><rect width="${this.width}" height="${this.height}" fill="#000000"/>${body}</svg>`
  }

  /** Blur of the shadow layer in pixels at full size (0: no shadow layer). */
  get shadowSoftness(): number {
    return this.shadowParts.length ? this.shadowSoft : 0
  }

  /** The shadow layer as a document drawn at `scale`, white where nothing shades (the mirror transform applies). */
  shadowString(scale: number): string {
    const body = this.wrapper ? `<g transform="${this.wrapper.transform}">${this.shadowParts.join('')}</g>` : this.shadowParts.join('')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(1, Math.round(this.width * scale))}" height="${Math.max(1, Math.round(this.height * scale))}" viewBox="0 0 ${this.width} ${this.height}"><rect width="${this.width}" height="${this.height}" fill="#ffffff"/>${body}</svg>`
  }

  /** True when a layer was marked under this name. */
  hasMark(name: string): boolean {
    return this.marks.has(name)
  }

  /** Remembers where a layer starts (see `layer`). */
  mark(name: string): void {
    this.marks.set(name, this.parts.length)
  }

  /** Where a marked layer starts; the end of the document when it was not marked. */
  markAt(name: string): number {
    return this.marks.get(name) ?? this.parts.length
  }

  /**
   * The whole document, or only the parts from `from` to `to` (one layer, with every
   * definition); `scale` sets the pixel size (the drawing keeps its coordinates).
   */
  toString(from = 0, to = this.parts.length, scale = 1, rewrite?: (body: string) => string): string {
    const parts = this.parts.slice(from, to)
    const wrapEnd = this.wrapper ? Math.min(to, this.wrapper.end) - from : 0
    const drawn =
      this.wrapper && wrapEnd > 0
        ? `<g transform="${this.wrapper.transform}">${parts.slice(0, wrapEnd).join('')}</g>${parts.slice(wrapEnd).join('')}`
        : parts.join('')
    const body = rewrite ? rewrite(drawn) : drawn
    const size = scale === 1 ? `width="${this.width}" height="${this.height}"` : `width="${Math.max(1, Math.round(this.width * scale))}" height="${Math.max(1, Math.round(this.height * scale))}"`
    return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defsFor(body)}</defs>${body}</svg>`
  }

  /** Only the definitions the body refers to: a layer carries a fraction of them, and the rasteriser parses fewer. */
  private defsFor(body: string): string {
    const used = new Set<string>()
    for (const match of body.matchAll(/(?:url\(#([^)]+)\)|href="#([^"]+)")/g)) used.add(match[1] ?? match[2] ?? '')
    return this.defs.filter((def) => used.has(/ id="([^"]+)"/.exec(def)?.[1] ?? '')).join('')
  }
}
