import 'server-only'
import sharp from 'sharp'
import { compositionValue, queryOfValue, readComposition, validComposition, type Composition } from '@/domain/mixer/composition'
import { COMPOSITION_PICTURE_WIDTH, compositionLayout, compositionSvg, type SampleFill } from '@/domain/mixer/picture'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { mediaTile } from '@/lib/images/mediaTile'
import { materialRules, sceneRules } from '../logic/rules'
import type { MixerSample, MixerScene } from '../logic/types'
import { getMixerSamples, getMixerScenes } from './readers'

/** Composition pictures kept in memory (a first drawing takes a tenth of a second or more, a repeat is a lookup); the oldest go first. */
export const MIXER_PICTURE_CACHE_ENTRIES = 300
/** Side of a swatch drawn into a disc or a tile, px (twice the disc's radius, a little more than a tile). */
const SWATCH_PIXELS = 128

const pictures = new Map<string, Buffer>()

/** A composition read against the scenes and the library as they are now: the nearest valid one, its scene and its value. */
export interface ReadComposition {
  composition: Composition
  scene: MixerScene
  value: string
  samples: ReadonlyMap<string, MixerSample>
}

/** The composition a value names, made valid like the mixer's page makes an address valid; null when the mixer has no scene. */
export async function readCompositionValue(value: string, locale: Locale = defaultLocale): Promise<ReadComposition | null> {
  const [scenes, { samples }] = await Promise.all([getMixerScenes(locale), getMixerSamples(locale)])
  if (scenes.length === 0) return null
  const { composition } = validComposition(readComposition(queryOfValue(value)), sceneRules(scenes), materialRules(samples))
  const scene = scenes.find((candidate) => candidate.code === composition.scene)
  if (!scene) return null
  return { composition, scene, value: compositionValue(composition, scene.slots.map((slot) => slot.code)), samples: new Map(samples.map((sample) => [sample.token, sample])) }
}

/** What the drawing depends on: the value and the pictures' files (an editor's new picture is a new file name). */
function cacheKeyOf({ scene, value, composition, samples }: ReadComposition): string {
  const tokens = [...Object.values(composition.slots), ...composition.board]
  return [value, scene.picture.src, ...tokens.map((token) => samples.get(token)?.swatch ?? '')].join('|')
}

/** Whether the composition's picture is already drawn (the route counts only new drawings against a budget). */
export function compositionPictureIsCached(read: ReadComposition): boolean {
  return pictures.has(cacheKeyOf(read))
}

/**
 * The composition's picture (JPEG, 1200 px wide): the scene, each slot's sample as a disc, the
 * board's samples below (src/domain/mixer/picture.ts), composited by sharp from the media files.
 */
export async function renderCompositionPicture(read: ReadComposition): Promise<{ image: Buffer; cached: boolean }> {
  const key = cacheKeyOf(read)
  const hit = pictures.get(key)
  if (hit) return { image: hit, cached: true }
  const { scene, composition, samples } = read
  const layout = compositionLayout(scene.picture, scene.slots, composition.slots, composition.board)
  const tokens = [...new Set([...layout.discs.map((disc) => disc.token), ...layout.tiles.map((tile) => tile.token)])]
  const [background, ...swatches] = await Promise.all([
    mediaTile(scene.picture.src, COMPOSITION_PICTURE_WIDTH, layout.sceneHeight),
    ...tokens.map((token) => {
      const swatch = samples.get(token)?.swatch
      return swatch ? mediaTile(swatch, SWATCH_PIXELS, SWATCH_PIXELS) : Promise.resolve(null)
    }),
  ])
  const fills = new Map<string, SampleFill>(tokens.map((token, index) => [token, { href: swatches[index] ?? null, hex: samples.get(token)?.hex ?? '' }]))
  const image = await sharp(Buffer.from(compositionSvg(layout, background ?? null, fills))).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  pictures.set(key, image)
  if (pictures.size > MIXER_PICTURE_CACHE_ENTRIES) pictures.delete(pictures.keys().next().value ?? '')
  return { image, cached: false }
}
