/**
 * The gateway cache (DESIGN §1): per brand, what the gateway may serve without the platform —
 * vendors, hot games, announcements, winners. An entry is valid while its brand content version is
 * current and its TTL has not passed; deleting the file loses nothing.
 */
import { and, eq } from 'drizzle-orm'
import type { CacheDb } from '../../db/client'
import { cacheEntries } from '../../db/schema/cache'

export interface GatewayCache {
  /** Returns the cached value for `key`, or builds, stores and returns it. */
  getOrBuild<T>(key: string, version: number, ttlMs: number, build: () => T): T
  clear(): void
}

export function createGatewayCache(db: CacheDb, brandCode: string, now: () => number = Date.now): GatewayCache {
  const get = db.$client.query<{ value: string; version: number; expiresAt: number }, [string, string]>(
    'select value, version, expires_at as expiresAt from cache_entries where brand_code = ? and key = ?',
  )
  // NOTE: a small in-memory layer in front of SQLite keeps hot keys off the disk path; SQLite
  // keeps them across restarts and lets the operator inspect what is cached.
  const memory = new Map<string, { value: unknown; version: number; expiresAt: number }>()
  return {
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
      db.delete(cacheEntries)
        .where(and(eq(cacheEntries.brandCode, brandCode)))
        .run()
    },
  }
}
