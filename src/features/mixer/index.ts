/**
 * The materials mixer's door (issue 20): its page for the route `src/app/(site)/[lang]/mixer`.
 * Its client components load only there (the page imports them through this server component).
 */
export { MixerPage } from './ui/MixerPage'
