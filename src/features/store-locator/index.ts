/**
 * The store locator's door for server code (views, pages): its types, readers, pure helpers the
 * store page shows and its server components. Client components: `./client`. Route handlers:
 * `./api/*`, re-exported by `src/app/api`.
 */
export { callingCodeOf } from './logic/callingCode'
export { directionsUrl, type LocatorStore } from './logic/locatorStore'
export { maxLengths as storeRequestMaxLengths } from './logic/storeRequest'
export { getLocatorStores } from './server/locatorStores'
export { tilesSourceUrl } from './server/tilesFile'
export { LocatorLabels } from './ui/LocatorLabels'
