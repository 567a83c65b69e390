/**
 * The personal downloads' door for server code (docs/decisions/031). Client components:
 * `./client`. Route handlers: `./api/*`, re-exported by `src/app/api/user/downloads`.
 */
export { downloadHistoryExport } from './server/exportHistory'
export { PersonalDownloads } from './ui/PersonalDownloads'
