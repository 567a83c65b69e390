import 'server-only'
import { visitorDatabase } from '@/features/accounts'
import { historyOf } from './history'

/** The visitor's download history for their data export: each file taken (by id), its version then, when. */
export async function downloadHistoryExport(userId: string): Promise<{ downloadId: number; fileVersion: string; takenAt: string }[]> {
  return historyOf(await visitorDatabase(), userId)
}
