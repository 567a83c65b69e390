/**
 * Run by scripts/start.mjs (with the TypeScript loader): everything before serving
 * (`prepareToServe`), then the server's settings as JSON on file descriptor 3, and exit.
 */
import fs from 'node:fs'
import { prepareToServe } from './prepareToServe'

/** The pipe scripts/start.mjs reads the settings from. */
const settingsFd = 3

const settings = await prepareToServe(process.argv.slice(2))
if ('exitCode' in settings) process.exit(settings.exitCode)
fs.writeSync(settingsFd, JSON.stringify(settings))
process.exit(0)
