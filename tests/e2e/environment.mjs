// The e2e run's server environment: its own database, media and outbox under data/e2e; the
// second server's (the specs that need a server to themselves, playwright.config.ts) under
// data/e2e-alone, on a copy of the same prepared database.
import path from 'node:path'

export const e2eDirectory = path.resolve('data/e2e')

/**
 * The OpenID provider the single sign-on spec starts (tests/e2e/singleSignOn.spec.ts): the server
 * trusts it from its start, so its port is fixed (E2E_OIDC_PORT, in 3340–3349). Until the spec
 * runs, nothing listens there: the login button shows, a click lands on the failure page.
 */
export const e2eSingleSignOn = {
  port: Number(process.env.E2E_OIDC_PORT ?? 3345),
  clientId: 'storefront-e2e',
  clientSecret: 'an-e2e-client-secret-0123456789',
  displayName: 'Atelier ID',
}

/** The second e2e server's folder: a copy of the prepared database, media and all (tests/e2e/prepare.mjs). */
export const aloneDirectory = path.resolve('data/e2e-alone')

/** The second e2e server listens on E2E_PORT + this (tests/e2e/databaseDown.spec.ts's own takes + 10). */
export const ALONE_PORT_OFFSET = 1

/** The production build's folder (next.config.ts), relative to the project as NEXT_DIST_DIR must be. */
export const buildDirectory = process.env.NEXT_DIST_DIR ?? '.next'

/**
 * The second server's copy of the build (tests/e2e/server.mjs makes it, without the build's cache):
 * Next.js keeps rendered pages on disk in the build folder, and a page the second server renders
 * from its own database must not reach the main server's visitors (the main one's specs edit content).
 */
export const aloneBuildDirectory = `${buildDirectory}-e2e-alone`

/** Written by tests/e2e/prepare.mjs beside the database: the demo seed's report (scripts/prepare.ts). */
export const seedReportFile = path.join(e2eDirectory, 'seed-report.json')

/** The environment an e2e server (and the database preparation before it) runs with, on the database in `directory`. */
export function e2eEnvironment(port, directory = e2eDirectory) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(directory, 'storefront.db')}`,
    MEDIA_DIR: path.join(directory, 'media'),
    MAIL_OUTBOX_DIR: path.join(directory, 'outbox'),
    FORM_UPLOADS_DIR: path.join(directory, 'form-uploads'),
    // Smaller demo images: same documents, a faster start for the test run.
    SEED_IMAGE_SCALE: '0.4',
    // One server takes the whole suite for half an hour (sign-ups, PDFs, the crawl of every page,
    // the admin): more than the steady state the production limit (384 MB, decision 022) is set
    // for, and measured by the benchmarks. A run reached that limit in its last minutes.
    SERVER_HEAP_MB: '512',
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    // As behind the shipped nginx: the proxy on this machine is trusted, so the tests' own
    // X-Forwarded-For counts; any other peer's (tests/e2e/limits.spec.ts uses 127.0.0.9) does not.
    TRUSTED_PROXIES: '127.0.0.1',
    OIDC_ISSUER: `http://127.0.0.1:${e2eSingleSignOn.port}`,
    OIDC_CLIENT_ID: e2eSingleSignOn.clientId,
    OIDC_CLIENT_SECRET: e2eSingleSignOn.clientSecret,
    OIDC_DISPLAY_NAME: e2eSingleSignOn.displayName,
  }
}
