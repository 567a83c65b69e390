/**
 * `npm run bench:moodboard-pdf`: the time to make a moodboard PDF of 50 pieces (issue 19) — 30
 * products and materials each with a picture of its own (a 1600 × 1200 JPEG, as editors upload
 * them) and a QR code, 10 colour swatches and 10 notes, names in Chinese, Russian and Italian,
 * laid out on the canvas in a grid — the endpoint's whole work after its database reads. Prints
 * the first run (fonts read and cut) and the median and worst of the next runs, and the PDF's
 * size. `npm run bench:moodboard-pdf -- board.pdf` also keeps the PDF, to look at.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const items = 50
const runs = 5
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-moodboard-pdf-'))
process.env.MEDIA_DIR = mediaDir
const { renderBoardPdf } = await import('../src/features/moodboards/server/boardPdf')
const { boardSheetEntries } = await import('../src/features/moodboards/logic/boardSheet')
type Sheet = Parameters<typeof renderBoardPdf>[0]
type Item = Parameters<typeof boardSheetEntries>[0][number]
type Piece = Parameters<typeof boardSheetEntries>[1][number]

const names = ['云朵沙发', 'Диван Облако', 'Divano Nuvola', '月光扶手椅', 'Кресло Луна', 'Poltrona Luna', '石桌', 'Стол Камень', 'Tavolo Pietra', 'Lampada Aria']
const note = 'Гостиная у озера: тёплый свет, лён и орех. 客厅：温暖的光线，亚麻与胡桃木。 Salotto sul lago: luce calda, lino e noce.'
const pieces: Piece[] = []
const boardItems: Item[] = []
for (let index = 0; index < items; index++) {
  // A 10 × 5 grid on the 1200 × 800 canvas, a little overlap here and there.
  const place = { x: (index % 10) * 120, y: Math.floor(index / 10) * 160, w: 140, h: 160, z: index }
  if (index < 30) {
    const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120 + index, g: 100 + (index % 7) * 10, b: 90 } } }).jpeg({ quality: 90 }).toBuffer()
    fs.writeFileSync(path.join(mediaDir, `piece-${String(index)}.jpg`), picture)
    const kind = index % 3 === 0 ? 'material' : 'product'
    pieces.push({ ref: `${kind}:${String(index)}`, name: `${names[index % names.length] ?? ''} ${String(index + 1)}`, detail: `VST-${String(1000 + index)}`, image: `/api/media/file/piece-${String(index)}.jpg`, href: `/ru/продукты/piece-${String(index)}` })
    boardItems.push({ kind, ref: String(index), text: '', colour: '', ...place })
  } else if (index < 40) {
    boardItems.push({ kind: 'swatch', ref: '', text: `Оттенок ${String(index)}`, colour: `#${(0x8a5a3c + index * 0x030507).toString(16).slice(-6)}`, ...place })
  } else {
    boardItems.push({ kind: 'note', ref: '', text: note, colour: '', ...place })
  }
}
const sheet: Sheet = {
  brand: 'Atelier Vesta',
  date: 'Создан 27 ноября 2026 г.',
  site: 'www.example.com',
  title: 'Дом у озера — 客厅',
  byline: null,
  labels: {
    key: 'На этом мудборде',
    code: 'Код',
    unavailable: 'Больше недоступно',
    kinds: { product: 'Продукт', material: 'Материал', image: 'Изображение', swatch: 'Образец цвета', note: 'Заметка', configuration: 'Конфигурация', composition: 'Композиция материалов' },
    page: (page, pages) => `Страница ${String(page)} из ${String(pages)}`,
  },
  entries: boardSheetEntries(boardItems, pieces),
}

const time = async () => {
  const started = performance.now()
  const bytes = await renderBoardPdf(sheet, (address) => `https://www.example.com${address}`)
  return { ms: performance.now() - started, bytes: bytes.length }
}
const first = await time()
const keep = process.argv[2]
if (keep) fs.writeFileSync(keep, await renderBoardPdf(sheet, (address) => `https://www.example.com${address}`))
const next: number[] = []
for (let run = 0; run < runs; run++) next.push((await time()).ms)
next.sort((a, b) => a - b)
fs.rmSync(mediaDir, { recursive: true, force: true })
console.log(`moodboard PDF, ${String(items)} pieces (30 with pictures and QR codes, 10 swatches, 10 notes; A4 landscape, Chinese + Cyrillic + Latin text):`)
console.log(`  first run (fonts read and cut): ${first.ms.toFixed(0)} ms`)
console.log(`  next ${String(runs)} runs: median ${(next[Math.floor(runs / 2)] ?? 0).toFixed(0)} ms, worst ${(next.at(-1) ?? 0).toFixed(0)} ms`)
console.log(`  size: ${(first.bytes / 1024).toFixed(0)} kB`)
