/**
 * `npm run bench:wishlist`: the time to make a wishlist PDF of 50 items (issue 19), each with a
 * picture of its own (a 1600 × 1200 JPEG, as editors upload them), a QR code and names in
 * Chinese, Russian and Italian — the endpoint's whole work after its database read. Prints the
 * first run (fonts read from disk and cut) and the median and worst of the next runs, and the
 * PDF's size. `npm run bench:wishlist -- sheet.pdf` also keeps the PDF, to look at.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const items = 50
const runs = 5
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wishlist-pdf-'))
process.env.MEDIA_DIR = mediaDir
const { renderWishlistPdf } = await import('../src/features/wishlist/server/wishlistPdf')
type Sheet = Parameters<typeof renderWishlistPdf>[0]

const names = ['云朵沙发', 'Диван Облако', 'Divano Nuvola', '月光扶手椅', 'Кресло Луна', 'Poltrona Luna', '石桌', 'Стол Камень', 'Tavolo Pietra', 'Lampada Aria']
for (let index = 0; index < items; index++) {
  const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120 + index, g: 100 + (index % 7) * 10, b: 90 } } }).jpeg({ quality: 90 }).toBuffer()
  fs.writeFileSync(path.join(mediaDir, `item-${String(index)}.jpg`), picture)
}
const sheet: Sheet = {
  brand: 'Atelier Vesta',
  date: 'Создано 27 ноября 2026 г.',
  site: 'www.example.com',
  labels: { title: 'Список желаний', code: 'Код', version: 'Версия', dimensions: 'Размеры', material: 'Материал', price: 'Цена', unavailable: 'Больше недоступно', page: (page, pages) => `Страница ${String(page)} из ${String(pages)}` },
  groups: [
    {
      kind: 'product',
      title: 'Продукты',
      entries: Array.from({ length: items }, (_, index) => ({
        key: `product:${String(index)}`,
        item: { kind: 'product' as const, id: String(index), options: {} },
        available: true,
        name: `${names[index % names.length] ?? ''} ${String(index + 1)}`,
        code: `VST-${String(1000 + index)}`,
        href: `/ru/продукты/item-${String(index)}`,
        image: `/api/media/file/item-${String(index)}.jpg`,
        version: 'Три места',
        dimensions: '240 × 95 × 80 см',
        material: 'Букле слоновая кость',
        price: '4 200 €',
        choices: [],
      })),
    },
  ],
}

const time = async () => {
  const started = performance.now()
  const bytes = await renderWishlistPdf(sheet, 'a4', (address) => `https://www.example.com${address}`)
  return { ms: performance.now() - started, bytes: bytes.length }
}
const first = await time()
const keep = process.argv[2]
if (keep) fs.writeFileSync(keep, await renderWishlistPdf(sheet, 'a4', (address) => `https://www.example.com${address}`))
const next: number[] = []
for (let run = 0; run < runs; run++) next.push((await time()).ms)
next.sort((a, b) => a - b)
fs.rmSync(mediaDir, { recursive: true, force: true })
console.log(`wishlist PDF, ${String(items)} items with pictures and QR codes (A4, Chinese + Cyrillic + Latin text):`)
console.log(`  first run (fonts read and cut): ${first.ms.toFixed(0)} ms`)
console.log(`  next ${String(runs)} runs: median ${(next[Math.floor(runs / 2)] ?? 0).toFixed(0)} ms, worst ${(next.at(-1) ?? 0).toFixed(0)} ms`)
console.log(`  size: ${(first.bytes / 1024).toFixed(0)} kB`)
