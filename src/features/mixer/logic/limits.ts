/** Most samples the mixer's picker offers: the whole demo library, a bounded page's worth at scale. */
export const MIXER_MAX_SAMPLES = 400
/** Samples compared side by side. */
export const MIXER_COMPARE = 2
