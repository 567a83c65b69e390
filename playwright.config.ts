import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

/**
 * Specs that must have the server to themselves: one takes the database away, one sends
 * thousands of hostile requests, one audits pages with Lighthouse in a Chrome of its own (on a
 * busy machine its robots.txt audit timed out once). They run after all the others, one at a time.
 */
const alone = [/databaseDown\.spec\.ts$/, /fuzz\.spec\.ts$/, /lighthouse\.spec\.ts$/]
const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
}

/**
 * E2E against the production build, on its own fresh database (seeded once for the whole run),
 * in Debian's Chromium. Spec files are shared among `E2E_WORKERS` workers (2 by default: the
 * browser waits on the server much of the time, so two keep both cores busy).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: alone },
    { name: 'alone', use: browser, testMatch: alone, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    url: `${baseURL}/api/globals/site-settings`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
})
