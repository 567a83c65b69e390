/**
 * Editorial demo content: moods, reference projects, news and stories, and the download area.
 * The data lives in ./editorial/ (one file per kind); this module is the one entry point.
 */
import type { StorySeed } from './types'
import { stories2025 } from './editorial/stories-2025'
import { stories2026 } from './editorial/stories-2026'

export { downloadCategories, downloads } from './editorial/downloads'
export { moods } from './editorial/moods'
export { projects } from './editorial/projects'

/** Twelve stories, newest first. */
export const stories: StorySeed[] = [...stories2025, ...stories2026].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
