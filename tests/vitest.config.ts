import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// vitest runs under Bun (package.json "test:unit"): bun:sqlite is built in, and the threads pool
// is the one that works there (DESIGN §8). Browser tests are Playwright's (tests/e2e), not vitest's.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    pool: 'threads',
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'db/**/*.test.ts', 'tests/**/*.test.ts'],
    server: { deps: { external: [/bun:sqlite/] } },
    // Fails a test on an unexpected console.error and resets timers and test clocks after each test.
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
