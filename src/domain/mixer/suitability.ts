/**
 * Whether a sample suits a slot (issue 20: 'a very delicate fabric on an outdoor slot'), from
 * the material's own data: its use flags and its durability. Warnings, never refusals: the slot's
 * families decide what may go there, these tell the visitor what to expect.
 */
export type Durability = 'very-delicate' | 'delicate' | 'not-very-delicate' | 'average-resistant' | 'resistant'

export interface SampleWear {
  durability: Durability
  outdoor: boolean
  openAir: boolean
}

export interface SlotUse {
  outdoor: boolean
}

export type SuitabilityWarning = 'notForOutdoor' | 'tooDelicateOutdoor' | 'veryDelicate'

const delicate: ReadonlySet<Durability> = new Set(['very-delicate', 'delicate'])

/** The warnings for one sample on one slot, most serious first; none when it suits. */
export function suitabilityWarnings(sample: SampleWear, slot: SlotUse): SuitabilityWarning[] {
  const warnings: SuitabilityWarning[] = []
  if (slot.outdoor && !sample.outdoor && !sample.openAir) warnings.push('notForOutdoor')
  if (slot.outdoor && delicate.has(sample.durability)) warnings.push('tooDelicateOutdoor')
  else if (sample.durability === 'very-delicate') warnings.push('veryDelicate')
  return warnings
}
