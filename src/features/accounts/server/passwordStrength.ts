import { Worker } from 'node:worker_threads'
import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '../logic/constants'
import { BRAND_WORDS } from '../logic/passwordPolicy'

/**
 * zxcvbn-ts with the dictionaries that exist for the site's languages: Italian, English, German,
 * Spanish (Spain) and French (no packages exist for Russian or Chinese; the common list and the
 * keyboard graphs apply to every password), plus the brand's own words as a dictionary of their
 * own, so that a password built on the brand is found as such.
 *
 * Heavy: the word lists and their ranked copies hold about 52 MB of heap, and building them takes
 * one to three seconds of CPU. So the estimator lives in a worker thread of its own, started on the
 * first password to check and stopped after `PASSWORD_ESTIMATOR_IDLE_MS` without one: the web
 * process never loads the dictionaries (serving pages costs nothing), a check never blocks the
 * event loop, and the memory goes back when nobody sets a password (docs/decisions/022-server-memory.md).
 */

/** A worker that has checked no password for this long is stopped, its memory returned. */
export const PASSWORD_ESTIMATOR_IDLE_MS = 5 * 60_000
/** The worker's own heap ceiling: the dictionaries and a check need about 60 MB. */
const PASSWORD_WORKER_HEAP_MB = 128

/** What the policy needs of an estimate: the 0–4 score and the dictionaries its parts came from. */
export interface StrengthEstimate {
  score: number
  /** The dictionary of each part of the cheapest explanation of the password ('passwords-common', 'userInputs', 'brand'...). */
  dictionaries: string[]
}

/**
 * The worker's code (CommonJS, run with `eval`: the bundler leaves it alone and the packages load
 * from the project's node_modules, found from the server's working directory).
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const load = require('node:module').createRequire(require('node:path').join(workerData.root, 'package.json'))
const { ZxcvbnFactory } = load('@zxcvbn-ts/core')
const common = load('@zxcvbn-ts/language-common')
const languages = { it: load('@zxcvbn-ts/language-it'), en: load('@zxcvbn-ts/language-en'), de: load('@zxcvbn-ts/language-de'), 'es-es': load('@zxcvbn-ts/language-es-es'), fr: load('@zxcvbn-ts/language-fr') }
// language-de, -it (3.x) name their lists commonWords, firstnames...; -en, -fr, -es-es (4.x) suffix them: one name each.
const prefixed = (language, dictionary) => Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [name.endsWith('-' + language) ? name : name + '-' + language, words]))
const dictionary = { ...common.dictionary }
for (const [language, pack] of Object.entries(languages)) Object.assign(dictionary, prefixed(language, pack.dictionary))
dictionary.brand = workerData.brandWords
const factory = new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary, maxLength: workerData.maxLength })
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const result = factory.check(password, userInputs)
    const dictionaries = result.sequence.map((match) => (match.pattern === 'dictionary' && typeof match.dictionaryName === 'string' ? match.dictionaryName : null)).filter((name) => name !== null)
    parentPort.postMessage({ id, score: result.score, dictionaries })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
`

const reply = z.union([
  z.object({ id: z.number(), score: z.number(), dictionaries: z.array(z.string()) }),
  z.object({ id: z.number(), error: z.string() }),
])

interface Pending {
  resolve: (estimate: StrengthEstimate) => void
  reject: (error: Error) => void
}

/** The running worker and the checks it has yet to answer. */
interface Estimator {
  worker: Worker
  pending: Map<number, Pending>
}

let estimator: Estimator | undefined
let idleTimer: NodeJS.Timeout | undefined
let lastId = 0

function startEstimator(): Estimator {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { root: process.cwd(), brandWords: [...BRAND_WORDS], maxLength: PASSWORD_MAX_LENGTH * 2 },
    resourceLimits: { maxOldGenerationSizeMb: PASSWORD_WORKER_HEAP_MB },
  })
  const started: Estimator = { worker, pending: new Map() }
  const failAll = (error: Error) => {
    for (const each of started.pending.values()) each.reject(error)
    started.pending.clear()
    if (estimator === started) estimator = undefined
  }
  // An idle estimator never keeps a script or a test process alive (referenced while it has checks to answer).
  worker.unref()
  worker.on('message', (message: unknown) => {
    const parsed = reply.safeParse(message)
    if (!parsed.success) return
    const waiting = started.pending.get(parsed.data.id)
    started.pending.delete(parsed.data.id)
    if ('error' in parsed.data) waiting?.reject(new Error(`password estimator: ${parsed.data.error}`))
    else waiting?.resolve({ score: parsed.data.score, dictionaries: parsed.data.dictionaries })
    if (started.pending.size > 0) return
    worker.unref()
    if (estimator === started) scheduleStop()
  })
  worker.on('error', failAll)
  worker.on('exit', () => failAll(new Error('password estimator stopped')))
  return started
}

function scheduleStop(): void {
  clearTimeout(idleTimer)
  idleTimer = setTimeout(() => void stopPasswordEstimator(), PASSWORD_ESTIMATOR_IDLE_MS)
  idleTimer.unref()
}

/** Whether the estimator's worker (and so its dictionaries) is in memory now. */
export function passwordEstimatorRunning(): boolean {
  return estimator !== undefined
}

/** Stops the estimator's worker now (after the idle time, or at the end of a test); the next check starts it again. */
export async function stopPasswordEstimator(): Promise<void> {
  clearTimeout(idleTimer)
  idleTimer = undefined
  const running = estimator
  estimator = undefined
  if (running) await running.worker.terminate()
}

/** Estimates a password, `userInputs` (the visitor's own words) counted as a dictionary. */
export function estimatePassword(password: string, userInputs: readonly string[]): Promise<StrengthEstimate> {
  clearTimeout(idleTimer)
  const running = (estimator ??= startEstimator())
  const id = ++lastId
  return new Promise<StrengthEstimate>((resolve, reject) => {
    running.pending.set(id, { resolve, reject })
    running.worker.ref()
    running.worker.postMessage({ id, password, userInputs: [...userInputs] })
  })
}
