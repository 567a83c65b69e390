import { defineConfig, devices } from '@playwright/test'
import { ALONE_PORT_OFFSET } from './tests/e2e/environment.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const alonePort = port + ALONE_PORT_OFFSET
const aloneURL = `http://127.0.0.1:${alonePort}`

/**
 * Specs that must have a server to themselves: one takes the database away (on a third server of
 * its own), one sends thousands of hostile requests, one audits pages with Lighthouse in a Chrome
 * of its own, one hides the prices site-wide for a moment, one asks MFA of every visitor for a moment.
 * The prices one is named to run after
 * the audits: its publish purges every cached page, and the audit that once followed it failed
 * its robots.txt check while the server refilled them. They run one at a time on a second server
 * (its own copy of the prepared database and of the build, tests/e2e/server.mjs), beside the
 * other specs rather than after them all: one of the two workers takes them first, the other
 * starts on the rest (docs/decisions/030-ci-time.md).
 */
const alone = [/databaseDown\.spec\.ts$/, /fuzz\.spec\.ts$/, /lighthouse\.spec\.ts$/, /pricesHidden\.spec\.ts$/, /requiredMfa\.spec\.ts$/]
const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
}

/** How long a server may take to start: migrations (and, unprepared, the demo seed) come first. */
const SERVER_START_TIMEOUT_MS = 900_000

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
  // Listed first: a worker takes the long 'alone' specs at the start, not at the end.
  projects: [
    { name: 'alone', use: { ...browser, baseURL: aloneURL }, testMatch: alone, workers: 1 },
    { name: 'chromium', use: browser, testIgnore: alone },
  ],
  webServer: [
    {
      command: 'node tests/e2e/server.mjs',
      url: `${baseURL}/api/globals/site-settings`,
      timeout: SERVER_START_TIMEOUT_MS,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node tests/e2e/server.mjs',
      url: `${aloneURL}/api/globals/site-settings`,
      timeout: SERVER_START_TIMEOUT_MS,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(alonePort), E2E_SERVER: 'alone' },
    },
  ],
})
