import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root (bench/lib/../..), whatever the current directory. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The benchmark's own database, media and secret: reused between runs. */
export const benchDataDir = path.join(root, 'data', 'bench')
/** Written once a start on the bench database has served /en: the seed is complete. */
export const preparedMarker = path.join(benchDataDir, '.prepared')
export const resultsFile = path.join(root, 'bench', 'results', 'home.json')
