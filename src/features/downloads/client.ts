/** The personal downloads' client components (only the downloads page loads them). */
export { DownloadAction, HistoryNotice, type DownloadActionLabels } from './ui/DownloadAction.client'
