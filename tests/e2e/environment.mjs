// The e2e run's server environment: its own database, media and outbox under data/e2e.
import path from 'node:path'

export const e2eDirectory = path.resolve('data/e2e')

/** The environment the e2e server (and the database preparation before it) runs with. */
export function e2eEnvironment(port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(e2eDirectory, 'storefront.db')}`,
    MEDIA_DIR: path.join(e2eDirectory, 'media'),
    MAIL_OUTBOX_DIR: path.join(e2eDirectory, 'outbox'),
    FORM_UPLOADS_DIR: path.join(e2eDirectory, 'form-uploads'),
    // Smaller demo images: same documents, a faster start for the test run.
    SEED_IMAGE_SCALE: '0.4',
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    // As behind the shipped nginx: the proxy on this machine is trusted, so the tests' own
    // X-Forwarded-For counts; any other peer's (tests/e2e/limits.spec.ts uses 127.0.0.9) does not.
    TRUSTED_PROXIES: '127.0.0.1',
  }
}
