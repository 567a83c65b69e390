import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The id of the running build (`.next/BUILD_ID`), 'development' when there is none. */
export function getBuildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
