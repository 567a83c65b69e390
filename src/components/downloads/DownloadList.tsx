import type { ViewContext } from '../viewContext'
import { DownloadItems } from './DownloadItems'
import { downloadDisplay, type DownloadRow } from './downloadRows'

export type { DownloadRow }

/** Files with their type, size and language; the title links straight to the file. */
export function DownloadList({ downloads, context }: { downloads: DownloadRow[]; context: ViewContext }) {
  return <DownloadItems downloads={downloads.flatMap((download) => downloadDisplay(download, context) ?? [])} />
}
