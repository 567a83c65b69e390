import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath'

describe('the QR code as one path', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    const grid = [
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 1],
    ]
    expect(qrPath({ size: 3, get: (row, column) => grid[row]?.[column] ?? 0 })).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z')
  })

  it('covers exactly the dark modules of a real symbol', () => {
    const { modules } = QRCode.create('https://example.com/en/products/alba-sofa', { errorCorrectionLevel: 'M' })
    let dark = 0
    for (let row = 0; row < modules.size; row++) for (let column = 0; column < modules.size; column++) dark += modules.get(row, column) ? 1 : 0
    const covered = [...qrPath(modules).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0)
    expect(covered).toBe(dark)
  })
})
