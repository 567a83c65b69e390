/** The moodboards' client components for pages: the boards page and the shared board's copy button. */
export { MoodboardsApp, SaveCopy } from './ui/lazy.client'
