/**
 * The visitor accounts' door for server code and scripts: the migrations of the visitor tables
 * and the pure rules pages share. Kept free of UI and of `server-only` so that `npm start`'s
 * preparation (a plain Node process) can load it. Client components: `./client`. Route
 * handlers: `./api/*`, re-exported by `src/app/api`.
 */
export { migrateVisitorTables } from './server/applyMigrations'
export { loginPathFor, profilePath, safeNextPath } from './logic/nextPath'
export { guardedPathLocale, guardedUserScreens, guardRedirect } from './logic/guard'
export { accountScreens, guardedScreens, isAccountScreen, type AccountScreen } from './logic/screens'
export { accountLabels, type AccountLabels } from './ui/labels'
export { mfaLabels, type MfaLabels } from './ui/mfaLabels'
export { countryOptions, phoneCountryOf, phonePrefixOptions, provinceOptions, type Option } from './ui/options'
