/**
 * The chunk-load time-out of spec §9 (120 s) with its §8 text, "The page took longer time to load,
 * please check your network connectivity" (decision 0048). Every island's code is loaded through
 * @vitejs/plugin-rsc's client require (`globalThis.__vite_rsc_client_require__`); `installChunkTimeout`
 * wraps it so a load still pending after the time-out rejects (spec §8: "error raised") and the
 * visitor sees the translated text in an alert. The text comes from the document
 * (`<html data-load-timeout-text>`, server/pages/layout/document.tsx), so no i18n code ships for it.
 */

/** spec §9: "Chunk load time-out 120 s". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** A code chunk that did not load within the time-out. */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`chunk load timed out after ${ms} ms`)
    this.name = 'ChunkLoadTimeoutError'
  }
}

/**
 * `load`, or a rejection with {@link ChunkLoadTimeoutError} when it has not settled within `ms`
 * (then `onTimeout` runs once). A load that fails earlier rejects with its own error.
 */
export function withChunkTimeout<T>(load: PromiseLike<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout()
      reject(new ChunkLoadTimeoutError(ms))
    }, ms)
    load.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

type ClientRequire = (id: string) => unknown
const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as PromiseLike<unknown> | null)?.then === 'function'

/**
 * Wraps the client require of `scope` (default `globalThis`) with {@link withChunkTimeout}, one
 * wrapped promise per module id (React reads the settled value back from the same promise).
 * `ms`: the time-out (a test may shorten it through `window.__chunkLoadTimeoutMs`); `onTimeout`: what
 * the visitor is shown (default: {@link showLoadTimeout}). Does nothing when there is no client require.
 */
export function installChunkTimeout(opts: { ms?: number; onTimeout?: () => void; scope?: { __vite_rsc_client_require__?: ClientRequire } } = {}): boolean {
  const scope = opts.scope ?? (globalThis as { __vite_rsc_client_require__?: ClientRequire })
  const original = scope.__vite_rsc_client_require__
  if (!original) return false
  const ms = opts.ms ?? CHUNK_LOAD_TIMEOUT_MS
  const onTimeout = opts.onTimeout ?? showLoadTimeout
  const wrapped = new Map<string, unknown>()
  scope.__vite_rsc_client_require__ = (id: string) => {
    if (wrapped.has(id)) return wrapped.get(id)
    const loaded = original(id)
    const answer = isThenable(loaded) ? withChunkTimeout(loaded, ms, onTimeout) : loaded
    wrapped.set(id, answer)
    return answer
  }
  return true
}

let shown: HTMLElement | null = null

/** Shows the document's translated time-out text once, as an alert at the bottom of the screen (`.load-timeout` in the lobby's render-blocking sheet, app.css). */
export function showLoadTimeout() {
  if (shown?.isConnected || typeof document === 'undefined') return
  const text = document.documentElement.dataset.loadTimeoutText
  if (!text) return
  shown = document.createElement('div')
  shown.setAttribute('role', 'alert')
  shown.dataset.testid = 'load-timeout'
  shown.textContent = text
  shown.className = 'load-timeout'
  document.body.append(shown)
}
