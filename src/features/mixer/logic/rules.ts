import type { MixerMaterialRule, MixerSceneRule } from '@/domain/mixer/composition'
import { suitabilityWarnings, type SuitabilityWarning } from '@/domain/mixer/suitability'
import type { MixerSample, MixerScene, MixerSlot } from './types'

/** The codec's view of the scenes. */
export const sceneRules = (scenes: readonly MixerScene[]): MixerSceneRule[] =>
  scenes.map((scene) => ({ code: scene.code, slots: scene.slots.map((slot) => ({ code: slot.code, accepts: slot.accepts })) }))

/** The codec's view of the library, by address token. */
export const materialRules = (samples: readonly MixerSample[]): Map<string, MixerMaterialRule> =>
  new Map(samples.map((sample) => [sample.token, { token: sample.token, categoryId: sample.categoryId }]))

/** The warnings for a sample on a slot, from the material's use flags and durability. */
export const warningsFor = (sample: MixerSample, slot: MixerSlot): SuitabilityWarning[] =>
  suitabilityWarnings({ durability: sample.durability, outdoor: sample.outdoor, openAir: sample.openAir }, { outdoor: slot.outdoor })

/** What the picker's filters ask: a family, a colour, a use (indoor, open-air, outdoor); empty means any. */
export interface PickerFilters {
  family: string
  colour: string
  use: string
}

export const samplesMatching = (samples: readonly MixerSample[], filters: PickerFilters): MixerSample[] =>
  samples.filter(
    (sample) =>
      (filters.family === '' || String(sample.categoryId) === filters.family) &&
      (filters.colour === '' || sample.colour === filters.colour) &&
      (filters.use === '' || (filters.use === 'indoor' && sample.indoor) || (filters.use === 'openAir' && sample.openAir) || (filters.use === 'outdoor' && sample.outdoor)),
  )
