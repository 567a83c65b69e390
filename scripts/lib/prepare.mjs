// Runs scripts/prepare.ts (migrations and the demo seed) in a process of its own, which gives the
// seed's memory back before anything else starts. Used by `npm start` and by the e2e run.
//
// The TypeScript runner now and then stalls while loading the Payload config and ends with
// nothing done (scripts/lib/mustFinish.ts reports it with exit code 1). The preparation is
// idempotent, so it runs again, a few times at most.
import { spawn } from 'node:child_process'
import path from 'node:path'

/** How many times the database preparation may be tried. */
export const PREPARE_ATTEMPTS = 3

function prepareOnce(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/payload/bin.js'), 'run', 'scripts/prepare.ts'], { stdio: 'inherit', env })
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Prepares the database `env` names; resolves with the last attempt's exit code (0: ready). */
export async function prepareDatabase(env = process.env, label = 'prepare') {
  for (let attempt = 1; ; attempt++) {
    const code = await prepareOnce(env)
    if (code === 0 || attempt >= PREPARE_ATTEMPTS) return code
    console.error(`[${label}] preparing the database failed (attempt ${attempt} of ${PREPARE_ATTEMPTS}): trying again`)
  }
}
