/**
 * Browser-test fixtures: every page fails its test on a console error or an uncaught exception
 * (STYLE: epic-stack), and `operator` runs the real operator command against the test server's data.
 */
import { test as base, expect } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { E2E_DATA_DIR } from './env'

const root = resolve(import.meta.dirname, '../..')

export function operator(...args: string[]): string {
  return execFileSync(resolve(root, 'node_modules/.bin/bun'), [resolve(root, 'server/operator.ts'), ...args], {
    cwd: root, env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8',
  })
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, e.g. the browser's own line for a page answered 404 on purpose. */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = []
    page.on('console', (m) => { if (m.type() === 'error' && !allowedConsoleErrors.some((r) => r.test(m.text()))) errors.push(m.text()) })
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  }, { auto: true }],
})

export { expect }

/** Waits until React has hydrated the document (client navigation and islands work from then on). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
