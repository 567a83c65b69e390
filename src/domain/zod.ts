import { z } from 'zod'

/*
 * Zod for schemas that also run in the browser (the account and form schemas, mirrored there).
 * Zod 4 probes once whether it may compile parsers with `new Function`; under the site's
 * Content-Security-Policy (no 'unsafe-eval', decision 013) the probe is refused and the browser
 * reports a CSP violation on every page that loads a schema (Lighthouse: inspector issues). In
 * the browser it parses without compiling; the server keeps the compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
