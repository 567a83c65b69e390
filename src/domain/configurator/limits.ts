/** A configurable product's parts (upholstery, cushions, legs…): at most this many. */
export const CONFIGURATOR_MAX_PARTS = 6
/** A configurable product's options (e.g. a chaise on the right, a storage base): at most this many. */
export const CONFIGURATOR_MAX_OPTIONS = 12
/** Price surcharges of one part (one per material family): at most this many. */
export const CONFIGURATOR_MAX_SURCHARGES = 8
/** Codes of parts and options travel in the shared address: short, lower case. */
export const configuratorCodePattern = /^[a-z0-9][a-z0-9-]{0,23}$/
/** The longest configuration code read from an address; anything longer is cut (a tampered address). */
export const CONFIGURATOR_MAX_CODE_LENGTH = 400
