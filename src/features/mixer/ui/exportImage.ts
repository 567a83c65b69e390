import { optimizedUrl, SHORT_QUALITY } from '@/domain/images/responsive'
import type { MixerSample, MixerScene } from '../logic/types'

/** The exported picture's width; its height follows the scene, plus a band for the board. */
const EXPORT_WIDTH = 1440
const BAND = 200
const SLOT_RADIUS = 44

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`image ${src}`))
    image.src = src
  })
}

/** A sample drawn in a shape: its swatch when it loads, its colour underneath. */
async function drawSample(context: CanvasRenderingContext2D, sample: MixerSample, clip: () => void, box: { x: number; y: number; size: number }) {
  context.save()
  clip()
  context.clip()
  context.fillStyle = sample.hex ?? '#d8d2c8'
  context.fillRect(box.x, box.y, box.size, box.size)
  if (sample.swatch) {
    const image = await loadImage(optimizedUrl(sample.swatch, 256, SHORT_QUALITY)).catch(() => null)
    if (image) context.drawImage(image, box.x, box.y, box.size, box.size)
  }
  context.restore()
}

/**
 * The composition as one JPEG, drawn in the browser: the scene, each slot's sample as a disc with
 * its name, and the board's samples in a band below. Same-origin pictures only, so the canvas
 * stays exportable; nothing is sent to the server.
 */
export async function compositionImage(scene: MixerScene, placed: Readonly<Record<string, string>>, board: readonly string[], samples: ReadonlyMap<string, MixerSample>, fontFamily: string): Promise<Blob> {
  const sceneHeight = Math.round((EXPORT_WIDTH * scene.picture.height) / scene.picture.width)
  const boardSamples = board.flatMap((token) => samples.get(token) ?? [])
  const canvas = document.createElement('canvas')
  canvas.width = EXPORT_WIDTH
  canvas.height = sceneHeight + (boardSamples.length > 0 ? BAND : 0)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#f6f3ee'
  context.fillRect(0, 0, canvas.width, canvas.height)
  const picture = await loadImage(optimizedUrl(scene.picture.src, 1920, SHORT_QUALITY))
  context.drawImage(picture, 0, 0, EXPORT_WIDTH, sceneHeight)
  context.font = `500 20px ${fontFamily}`
  context.textAlign = 'center'
  context.textBaseline = 'top'
  for (const slot of scene.slots) {
    const token = placed[slot.code]
    const sample = token === undefined ? undefined : samples.get(token)
    if (!sample) continue
    const x = (slot.x / 100) * EXPORT_WIDTH
    const y = (slot.y / 100) * sceneHeight
    context.beginPath()
    context.arc(x, y, SLOT_RADIUS + 4, 0, Math.PI * 2)
    context.fillStyle = '#ffffff'
    context.fill()
    await drawSample(context, sample, () => {
      context.beginPath()
      context.arc(x, y, SLOT_RADIUS, 0, Math.PI * 2)
    }, { x: x - SLOT_RADIUS, y: y - SLOT_RADIUS, size: SLOT_RADIUS * 2 })
    const label = sample.name
    const width = context.measureText(label).width + 24
    const labelY = Math.min(y + SLOT_RADIUS + 10, sceneHeight - 34)
    context.fillStyle = 'rgba(255, 255, 255, 0.92)'
    context.fillRect(x - width / 2, labelY, width, 30)
    context.fillStyle = '#2b2622'
    context.fillText(label, x, labelY + 5)
  }
  const size = 120
  const gap = 24
  context.textAlign = 'left'
  context.font = `400 18px ${fontFamily}`
  for (const [index, sample] of boardSamples.entries()) {
    const x = 40 + index * (size + gap)
    if (x + size > EXPORT_WIDTH) break
    const y = sceneHeight + 30
    await drawSample(context, sample, () => {
      context.beginPath()
      context.rect(x, y, size, size)
    }, { x, y, size })
    context.fillStyle = '#2b2622'
    context.fillText(sample.code, x, y + size + 12, size)
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9))
}

/** Offers a blob as a download under a file name. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
