/**
 * The failure switch of the tests' provider fakes (tests/fakes/semaphore.ts, smtp.ts): `failNext(n,
 * code)` fails the next `n` requests with `code`, `failAlways(code)` every request until
 * `failAlways(null)`; `take()` is asked once per request and answers the code to fail it with, or
 * null to serve it.
 */
export function failureSwitch() {
  let failing = 0
  let nextCode = 0
  let always: number | null = null
  return {
    failNext(n: number, code: number) {
      failing = n
      nextCode = code
    },
    failAlways(code: number | null) {
      always = code
    },
    take(): number | null {
      if (always !== null) return always
      if (failing <= 0) return null
      failing--
      return nextCode
    },
  }
}
