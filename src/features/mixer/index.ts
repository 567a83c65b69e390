/**
 * The materials mixer's door (issue 20): its page for the route `src/app/(site)/[lang]/mixer`,
 * and a composition as other features show it (a moodboard's piece: its reading and its picture).
 * Its client components load only on its page (the page imports them through this server component).
 */
export { MixerPage } from './ui/MixerPage'
export { readCompositionValue, type ReadComposition } from './server/picture'
export { compositionPicture, compositionPictureUrl } from './api/picture'
