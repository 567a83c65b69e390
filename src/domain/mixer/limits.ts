/** Most slots an editor gives one mixer scene (the admin refuses more). */
export const MIXER_MAX_SLOTS = 12
/** Most samples on the free sample board; the address drops the rest with a notice. */
export const MIXER_MAX_BOARD = 12
/** Longest query value the mixer reads: a longer address is cut, never parsed in full. */
export const MIXER_MAX_QUERY_CHARS = 600
/** Scene and slot codes: short, lower-case, safe in an address unescaped. */
export const mixerCodePattern = /^[a-z0-9][a-z0-9-]{0,23}$/
