/**
 * Render cache for what every anonymous visitor sees the same (DESIGN §8): the rendered HTML or
 * Flight payload of a page, precompressed (brotli and gzip), keyed by brand, language, status and
 * URL, and valid while the brand's content version is unchanged. Per-member renders never enter it.
 * Bounded: the oldest entries are dropped past `maxEntries`.
 */
import { brotliCompressSync, constants } from 'node:zlib'

export interface CachedRender {
  version: number
  status: number
  contentType: string
  csp: string
  identity: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
}

export function createRenderCache(maxEntries = 2000) {
  const entries = new Map<string, CachedRender>()
  function put(key: string, full: CachedRender): CachedRender {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, full)
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
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
  }
}

/** A render with its brotli and gzip bodies, ready to serve before it is stored. */
export function compress<E extends Omit<CachedRender, 'gzip' | 'br' | 'csp'>>(e: E): E & Pick<CachedRender, 'gzip' | 'br'> {
  return {
    ...e,
    gzip: Bun.gzipSync(e.identity as Uint8Array<ArrayBuffer>, { level: 6 }),
    br: new Uint8Array(brotliCompressSync(e.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })),
  }
}

export type RenderCache = ReturnType<typeof createRenderCache>

/** Picks the best encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const a = acceptEncoding ?? ''
  if (/\bbr\b/.test(a)) return 'br'
  if (/\bgzip\b/.test(a)) return 'gzip'
  return 'identity'
}
