import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The unit files share their worker's modules instead of loading them again each (146
          // files): the run took about half the time (docs/decisions/030-ci-time.md). They are pure
          // logic; the two that touch globals put them back (httpsCookies, sqliteTransaction).
          isolate: false,
          // Not a time limit on the code: how long the harness waits for a test before calling it
          // hung. A few tests start worker threads (the password estimator loads its dictionaries
          // in one); on two cores shared with the linter the default 5 s was reached.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
          // Migrates one template database per run; each suite's bootPayload starts from a copy.
          globalSetup: ['tests/integration/template.ts'],
          // A worker loads the packages (Payload, drizzle, lexical, better-auth) once for all its
          // files instead of once per file, half of a file's time; the setup file gives each file
          // fresh modules, environment and process singletons (docs/decisions/030-ci-time.md).
          isolate: false,
          setupFiles: ['tests/integration/isolation.ts'],
          // Two files at a time: each has databases of its own, and a suite spends most of its
          // time waiting (the database, the mail server, scrypt in libuv's pool), so two keep a
          // core busy where one left it half idle (docs/decisions/030-ci-time.md, addendum).
          // INTEGRATION_WORKERS=1 runs them one at a time again.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 2),
        },
      },
    ],
  },
})
