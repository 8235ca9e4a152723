/**
 * The vitest set-up of every test file (tests/vitest.config.ts `setupFiles`; decision 0037):
 *
 * - A `console.error` a test did not expect fails that test: the server logs an error when
 *   something is wrong on its side, so a green test must not leave one behind. A test that expects
 *   one declares it with {@link expectConsoleError} (or spies on console.error itself with
 *   `vi.spyOn(console, 'error')`); the declared ones are swallowed, the others printed and counted.
 * - After each test the timers are real again (`vi.useRealTimers()`) and every injected
 *   {@link testClock} is back at its start, so no test inherits a moved clock.
 */
import { afterEach, vi } from 'vitest'

let allowed: RegExp[] = []
let unexpected: string[] = []
const printError = console.error.bind(console)

const text = (args: unknown[]) =>
  args
    .map((a) => {
      if (a instanceof Error) return a.stack ?? String(a)
      if (typeof a === 'string') return a
      try {
        return JSON.stringify(a)
      } catch {
        return String(a)
      }
    })
    .join(' ')

console.error = (...args: unknown[]) => {
  const line = text(args)
  if (allowed.some((p) => p.test(line))) return
  unexpected.push(line)
  printError(...args)
}

/** Declares that the running test expects a console.error whose text matches `pattern`. */
export function expectConsoleError(pattern: RegExp) {
  allowed.push(pattern)
}

const resets: (() => void)[] = []

/**
 * A clock to inject (`createTestApp({ now: clock.now })`, `createPlatform({ now })`): it stands at
 * `start` (default the real time when made) until the test sets or advances it, and is back at
 * `start` after each test.
 */
export function testClock(start = Date.now()) {
  let at = start
  resets.push(() => {
    at = start
  })
  return {
    now: () => at,
    set(ms: number) {
      at = ms
    },
    advance(ms: number) {
      at += ms
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
  for (const reset of resets) reset()
  const found = unexpected
  unexpected = []
  allowed = []
  if (found.length) throw new Error(`unexpected console.error (declare it with expectConsoleError(/…/) if the test means it):\n${found.map((l) => l.slice(0, 500)).join('\n')}`)
})
