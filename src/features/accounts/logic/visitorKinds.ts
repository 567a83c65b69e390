// Apart from the registration's schema (registration.ts): the form in the browser takes them without zod.

export const visitorKinds = ['private', 'professional'] as const
export type VisitorKind = (typeof visitorKinds)[number]
