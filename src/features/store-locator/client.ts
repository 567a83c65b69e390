/**
 * The store locator's client components for other code, each loaded in a chunk of its own
 * (`ui/lazy.client.tsx`): the locator with or without its map, the open-now line and the request form.
 */
export { OpenNow, StoreLocator, StoreLocatorWithMap, StoreRequestForm } from './ui/lazy.client'
export type { StoreRequestPrefill } from './ui/StoreRequestForm.client'
