import { defineConfig } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { E2E_PORT, E2E_DATA_DIR } from './env'

const root = fileURLToPath(new URL('../..', import.meta.url))

// Browser tests drive the production build in Debian's Chromium (installed by .ci/run); browsers
// cannot be downloaded here, so Playwright uses the system binary.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  // One retry everywhere (`npm test` is what CI runs, with or without CI set): a test that passes only
  // on its retry is reported as flaky in the list, not hidden.
  retries: 1,
  timeout: 60_000,
  // A 2-core CI machine builds and serves while Chromium renders: give assertions room.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/bun tests/e2e/serve.ts',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The pseudo-locales (decision 0055) for tests/e2e/pseudo-locale.spec.ts: accepted only by ?language=xa/xb, never offered.
    env: { DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), HOST: '127.0.0.1', PSEUDO_LOCALE: 'on' },
  },
})
