/**
 * What a professional visitor does (registration and the trade application ask the same list):
 * below both the accounts slice and the trade area's collection, which cannot import a slice.
 */
export const professions = ['architect', 'interiorDesigner', 'retailer', 'other'] as const
export type Profession = (typeof professions)[number]

export const isProfession = (value: unknown): value is Profession => (professions as readonly unknown[]).includes(value)
