import type { Durability } from '@/domain/mixer/suitability'

/** A slot of a scene, as the mixer shows it: placed on the picture in per cent. */
export interface MixerSlot {
  code: string
  name: string
  x: number
  y: number
  outdoor: boolean
  /** Material family ids the slot takes. */
  accepts: number[]
}

export interface MixerPicture {
  /** The picture's site path (`mediaPath`), for the responsive image and the exported image. */
  src: string
  alt: string
  width: number
  height: number
}

export interface MixerScene {
  code: string
  name: string
  picture: MixerPicture
  slots: MixerSlot[]
}

/** One sample of the library, what the picker, the slots and the warnings need. */
export interface MixerSample {
  /** The material's code made address-safe (`materialToken`). */
  token: string
  id: number
  name: string
  code: string
  /** The material page's address. */
  href: string
  categoryId: number
  colour: string
  hex: string | null
  durability: Durability
  indoor: boolean
  openAir: boolean
  outdoor: boolean
  /** The swatch's site path (`mediaPath`), when it has one. */
  swatch: string | null
}

export interface MixerFamily {
  id: number
  name: string
}
