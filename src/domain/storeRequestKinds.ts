/**
 * What a visitor can ask a store for (a fixed list): the store-requests collection's options and
 * the store locator's form and validation share it, so it sits below both.
 */
export const requestKinds = ['appointment', 'information'] as const
export type RequestKind = (typeof requestKinds)[number]
