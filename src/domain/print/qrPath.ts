/** What `qrcode`'s `create()` hands back of the symbol: its size and dark modules. */
export interface QrModules {
  size: number
  get: (row: number, column: number) => number | boolean
}

/**
 * The symbol's dark modules as one SVG path in module units (each run of dark modules in a row
 * is one rectangle), so the page and the PDF draw the same QR code as a single vector shape.
 */
export function qrPath(modules: QrModules): string {
  const parts: string[] = []
  for (let row = 0; row < modules.size; row++) {
    let column = 0
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < modules.size && modules.get(row, column)) column++
      parts.push(`M${String(start)} ${String(row)}h${String(column - start)}v1h-${String(column - start)}z`)
    }
  }
  return parts.join('')
}
