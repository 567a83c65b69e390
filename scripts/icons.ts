/**
 * Renders the brand monogram (icon.svg beside the language layout) into the files browsers ask
 * for by name: /favicon.ico (16, 32 and 48 px, at the root, which src/proxy.ts leaves alone) and
 * apple-icon.png (180 px, opaque, as iOS wants). The SVG and the Apple icon sit in the language
 * segment because the proxy sends every other root path to a language. Run after changing the
 * SVG: `npx tsx scripts/icons.ts`; the outputs are committed.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const appDir = path.resolve('src/app')
const languageDir = path.join(appDir, '(site)/[lang]')
const svg = fs.readFileSync(path.join(languageDir, 'icon.svg'))
const icoSizes = [16, 32, 48]
const appleSize = 180
/** The site's page colour behind the rounded square: iOS fills transparency with black. */
const appleBackground = '#f7f5f1'

const png = (size: number) => sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()

/** An ICO file holding PNG images (supported by every browser since IE Vista era). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0)
    entry.writeUInt8(size % 256, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))
fs.writeFileSync(path.join(appDir, 'favicon.ico'), ico(icoImages))
const apple = await sharp(svg, { density: (72 * appleSize) / 64 })
  .resize(appleSize, appleSize)
  .flatten({ background: appleBackground })
  .png({ compressionLevel: 9 })
  .toBuffer()
fs.writeFileSync(path.join(languageDir, 'apple-icon.png'), apple)
console.log(`favicon.ico ${fs.statSync(path.join(appDir, 'favicon.ico')).size} B, apple-icon.png ${apple.length} B`)
