/**
 * The gateway cache (DESIGN §1): per brand, what the gateway may serve without the platform —
 * vendors, hot games, announcements, winners. An entry is valid while its brand content version is
 * current and its TTL has not passed; deleting the file loses nothing.
 */
import { and, eq } from 'drizzle-orm'
import { brotliCompressSync, constants } from 'node:zlib'
import type { CacheDb } from '../../db/client'
import { cacheEntries } from '../../db/schema/cache'

/** A finished JSON answer kept as bytes: the body as sent, and its compressed forms once a client asked for them. */
export interface AnswerBytes {
  json: Uint8Array<ArrayBuffer>
  br?: Uint8Array<ArrayBuffer>
  gzip?: Uint8Array<ArrayBuffer>
}

/**
 * Finished JSON answers per key and brand content version, as bytes (issue 16: the game list API).
 * A hit costs no platform read, no serialisation and no compression. Memory only; bounded by
 * `maxBytes` (every stored form counted), the oldest entries leave first.
 */
export interface AnswerCache {
  /**
   * The answer of `key` at `version` in `encoding` (`identity`: the JSON body), building the JSON
   * body with `build` when absent or of an older version, and compressing it (brotli quality 5,
   * gzip level 6) the first time an encoding is asked for.
   */
  get(key: string, version: number, encoding: 'br' | 'gzip' | 'identity', build: () => string): Uint8Array<ArrayBuffer>
  /** Whether `key` is held at `version`. */
  has(key: string, version: number): boolean
  /** Entries and bytes held now (tests and diagnostics). */
  size(): { entries: number; bytes: number }
  clear(): void
}

/** Default bound of an answer cache: 8 MB holds every page of the catalogue's lists at 18 cards, with both compressed forms. */
export const ANSWER_CACHE_MAX_BYTES = 8_000_000

/** Creates an answer cache bounded by `maxBytes` (see `AnswerCache`). */
export function createAnswerCache(maxBytes = ANSWER_CACHE_MAX_BYTES): AnswerCache {
  const entries = new Map<string, AnswerBytes & { version: number }>()
  let bytes = 0
  const weigh = (e: AnswerBytes) => e.json.byteLength + (e.br?.byteLength ?? 0) + (e.gzip?.byteLength ?? 0) + 64
  function drop(key: string) {
    const e = entries.get(key)
    if (!e) return
    bytes -= weigh(e) + key.length
    entries.delete(key)
  }
  function evictOldest() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) return
      drop(key)
    }
  }
  return {
    get(key, version, encoding, build) {
      let e = entries.get(key)
      if (!e || e.version !== version) {
        drop(key)
        e = { version, json: new TextEncoder().encode(build()) }
        entries.set(key, e)
        bytes += weigh(e) + key.length
      }
      if (encoding === 'identity') {
        evictOldest()
        return e.json
      }
      let out = e[encoding]
      if (!out) {
        out =
          encoding === 'br'
            ? new Uint8Array(brotliCompressSync(e.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: e.json.byteLength } }))
            : Bun.gzipSync(e.json, { level: 6 })
        e[encoding] = out
        bytes += out.byteLength
      }
      evictOldest()
      return out
    },
    has: (key, version) => entries.get(key)?.version === version,
    size: () => ({ entries: entries.size, bytes }),
    clear() {
      entries.clear()
      bytes = 0
    },
  }
}

export interface GatewayCache {
  /** Returns the cached value for `key`, or builds, stores and returns it. */
  getOrBuild<T>(key: string, version: number, ttlMs: number, build: () => T): T
  /** Finished answers as bytes (see `AnswerCache`), in memory only. */
  answers: AnswerCache
  clear(): void
}

export function createGatewayCache(db: CacheDb, brandCode: string, now: () => number = Date.now): GatewayCache {
  const answers = createAnswerCache()
  const get = db.$client.query<{ value: string; version: number; expiresAt: number }, [string, string]>(
    'select value, version, expires_at as expiresAt from cache_entries where brand_code = ? and key = ?',
  )
  // NOTE: a small in-memory layer in front of SQLite keeps hot keys off the disk path; SQLite
  // keeps them across restarts and lets the operator inspect what is cached.
  const memory = new Map<string, { value: unknown; version: number; expiresAt: number }>()
  return {
    answers,
    getOrBuild<T>(key: string, version: number, ttlMs: number, build: () => T): T {
      const t = now()
      const m = memory.get(key)
      if (m && m.version === version && m.expiresAt > t) return m.value as T
      const row = get.get(brandCode, key)
      if (row && row.version === version && row.expiresAt > t) {
        const value = JSON.parse(row.value) as T
        memory.set(key, { value, version, expiresAt: row.expiresAt })
        return value
      }
      const value = build()
      const expiresAt = t + ttlMs
      db.insert(cacheEntries)
        .values({ brandCode, key, value: JSON.stringify(value), version, expiresAt })
        .onConflictDoUpdate({ target: [cacheEntries.brandCode, cacheEntries.key], set: { value: JSON.stringify(value), version, expiresAt } })
        .run()
      memory.set(key, { value, version, expiresAt })
      return value
    },
    clear() {
      memory.clear()
      answers.clear()
      db.delete(cacheEntries)
        .where(and(eq(cacheEntries.brandCode, brandCode)))
        .run()
    },
  }
}
