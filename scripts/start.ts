/**
 * The same as `npm start` (scripts/start.mjs) in one TypeScript process: builds when there is no
 * build of this commit, migrates, loads the demo content on an empty database (in a process of
 * its own), then serves the production build on PORT (default 3000). This process stays as the
 * server's parent with its TypeScript loader (about 35 MB more than scripts/start.mjs).
 */
import { prepareToServe } from './lib/prepareToServe'
import { serve } from './lib/serve.mjs'

const settings = await prepareToServe(process.argv.slice(2))
if ('exitCode' in settings) process.exit(settings.exitCode)
await serve({ port: settings.port, heapMb: settings.heapMb, env: { ...process.env, ...settings.env } })
