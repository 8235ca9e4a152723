/**
 * Render cache for what every anonymous visitor sees the same (DESIGN §8): the rendered HTML or
 * Flight payload of a page, precompressed (brotli and gzip), keyed by brand, language, status and
 * URL, and valid while the brand's content version is unchanged. Per-member renders never enter it.
 * Bounded: the oldest entries are dropped past `maxEntries`.
 *
 * A page is stored with brotli quality 6 (ready to serve at once, ~5 ms for a 100 KB page); then its
 * brotli body is compressed again at the best quality (11) off the JavaScript thread, one page at a
 * time, and swapped in when the entry is still the current one (decision 0058): every later hit
 * sends ~10 % fewer bytes, at ~0.1–0.3 s of a pool thread's CPU once per page and content version.
 */
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib'

export interface CachedRender {
  version: number
  status: number
  contentType: string
  csp: string
  identity: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
}

/** Brotli quality a cached page is stored with at once (what the first answers get). */
export const CACHE_BROTLI_QUALITY = 6
/** Brotli quality a cached page's body is recompressed to in the background (the best level). */
export const CACHE_BEST_BROTLI_QUALITY = 11

/**
 * @param maxEntries most pages kept; the oldest go first past it
 * @param best whether stored pages are recompressed at brotli quality 11 in the background (off: tests that count bytes)
 */
export function createRenderCache(maxEntries = 2000, best = true) {
  const entries = new Map<string, CachedRender>()
  /** Keys waiting for their best-level brotli, oldest first; one is compressed at a time. */
  const pending = new Map<string, CachedRender>()
  let compressing = false
  const idle: (() => void)[] = []

  function nextBest() {
    const first = pending.entries().next()
    if (first.done) {
      compressing = false
      for (const done of idle.splice(0)) done()
      return
    }
    const [key, entry] = first.value
    pending.delete(key)
    if (entries.get(key) !== entry) return nextBest()
    compressing = true
    brotliCompress(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: CACHE_BEST_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }, (error, out) => {
      // A new object: the page route's prebuilt responses are keyed by the entry, so hits build new ones with the smaller body.
      if (!error && entries.get(key) === entry && out.length < entry.br.length) entries.set(key, { ...entry, br: new Uint8Array(out.buffer, out.byteOffset, out.byteLength) })
      nextBest()
    })
  }

  function put(key: string, full: CachedRender): CachedRender {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, full)
    if (best) {
      pending.delete(key)
      pending.set(key, full)
      if (!compressing) nextBest()
    }
    return full
  }
  return {
    get(key: string, version: number): CachedRender | undefined {
      const e = entries.get(key)
      if (!e) return undefined
      if (e.version !== version) {
        entries.delete(key)
        return undefined
      }
      return e
    },
    /** Compresses and stores a render. */
    set(key: string, e: Omit<CachedRender, 'gzip' | 'br'>): CachedRender {
      return put(key, compress(e))
    },
    /** Stores a render already compressed with `compress` (the page route stores it once its headers are final). */
    put,
    /** Resolves once every stored page has its best-level brotli body (tests, the bench). */
    settled(): Promise<void> {
      return compressing || pending.size ? new Promise((done) => idle.push(done)) : Promise.resolve()
    },
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
      pending.clear()
    },
  }
}

/** A render with its brotli (quality 6) and gzip (level 6) bodies, ready to serve before it is stored. */
export function compress<E extends Omit<CachedRender, 'gzip' | 'br' | 'csp'>>(e: E): E & Pick<CachedRender, 'gzip' | 'br'> {
  return {
    ...e,
    gzip: Bun.gzipSync(e.identity as Uint8Array<ArrayBuffer>, { level: 6 }),
    br: new Uint8Array(brotliCompressSync(e.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: CACHE_BROTLI_QUALITY } })),
  }
}

export type RenderCache = ReturnType<typeof createRenderCache>

/** Whether the client's `Accept-Encoding` names gzip. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /\bgzip\b/.test(acceptEncoding ?? '')
}

/** Picks the best encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br'
  return acceptsGzip(acceptEncoding) ? 'gzip' : 'identity'
}
