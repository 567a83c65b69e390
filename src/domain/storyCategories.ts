/** Story categories (a fixed list); each is a sub-folder of the stories section. */
export const storyCategories = ['news', 'events', 'design', 'craftsmanship', 'press'] as const
export type StoryCategoryValue = (typeof storyCategories)[number]

export function isStoryCategory(value: string): value is StoryCategoryValue {
  return (storyCategories as readonly string[]).includes(value)
}
