// The e2e run's server environment: its own database, media and outbox under data/e2e.
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
    OIDC_ISSUER: `http://127.0.0.1:${e2eSingleSignOn.port}`,
    OIDC_CLIENT_ID: e2eSingleSignOn.clientId,
    OIDC_CLIENT_SECRET: e2eSingleSignOn.clientSecret,
    OIDC_DISPLAY_NAME: e2eSingleSignOn.displayName,
  }
}
