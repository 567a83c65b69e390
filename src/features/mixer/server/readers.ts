import 'server-only'
import { cached } from '@/data/cached'
import { payloadClient } from '@/data/payload'
import { getMaterialCategories } from '@/data/readers/materialCategories'
import { findVisible, listingTags } from '@/data/readers/findVisible'
import { mediaPath } from '@/domain/mediaPath'
import { materialToken } from '@/domain/mixer/composition'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { Media, MixerScene as MixerSceneDoc } from '@/payload-types'
import { MIXER_MAX_SAMPLES } from '../logic/limits'
import type { MixerFamily, MixerPicture, MixerSample, MixerScene } from '../logic/types'

const mediaFile = (media: number | Media | null | undefined): Media | null => (media && typeof media === 'object' ? media : null)
const swatchPath = (media: Media | null): string | null => (media?.url ? mediaPath(media.url) : null)
const idOf = (value: number | { id: number }): number => (typeof value === 'number' ? value : value.id)

function pictureOf(media: Media | null, fallbackAlt: string): MixerPicture | null {
  if (!media?.url) return null
  return { src: mediaPath(media.url), alt: media.alt || fallbackAlt, width: media.width ?? 1600, height: media.height ?? 900 }
}

function toScene(doc: MixerSceneDoc): MixerScene | null {
  const picture = pictureOf(mediaFile(doc.image), doc.name)
  if (!picture) return null
  const slots = doc.slots.map((slot) => ({
    code: slot.code,
    name: slot.name,
    x: slot.x,
    y: slot.y,
    outdoor: slot.outdoor === true,
    accepts: slot.accepts.map(idOf),
  }))
  return { code: doc.code, name: doc.name, picture, slots }
}

/** The mixer's scenes in their editorial order, with their picture; a scene without a picture is left out. */
export const getMixerScenes = cached('mixer-scenes', [cacheTags.collection('mixer-scenes'), cacheTags.collection('media')], async (locale: Locale): Promise<MixerScene[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'mixer-scenes', locale, depth: 1, sort: 'order', limit: 50, pagination: false, overrideAccess: false })
  return docs.flatMap((doc) => toScene(doc) ?? [])
})

/** The library's samples a visitor may see, family by family, up to `MIXER_MAX_SAMPLES`. */
export const getMixerSamples = cached('mixer-samples', listingTags('materials', 'material-categories'), async (locale: Locale): Promise<{ families: MixerFamily[]; samples: MixerSample[] }> => {
  const families = (await getMaterialCategories(locale)).map((family) => ({ id: family.id, name: family.name }))
  const order = new Map(families.map((family, index) => [family.id, index]))
  const { docs } = await findVisible('materials', locale, {
    depth: 1,
    sort: 'code',
    limit: MIXER_MAX_SAMPLES,
    select: { name: true, slug: true, code: true, hex: true, swatch: true, category: true, colour: true, durability: true, usage: true },
    populate: { 'material-categories': { code: true } },
  })
  const samples = docs
    .map((material): MixerSample => ({
      token: materialToken(material.code),
      id: material.id,
      name: material.name,
      code: material.code,
      href: documentUrl(locale, 'materials', material.slug),
      categoryId: idOf(material.category),
      colour: material.colour,
      hex: material.hex ?? null,
      durability: material.durability,
      indoor: material.usage?.indoor !== false,
      openAir: material.usage?.openAir === true,
      outdoor: material.usage?.outdoor === true,
      swatch: swatchPath(mediaFile(material.swatch)),
    }))
    // Families hidden in this language take their materials with them.
    .filter((sample) => order.has(sample.categoryId))
    .sort((a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0))
  return { families, samples }
})
