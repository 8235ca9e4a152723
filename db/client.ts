/**
 * Opens the two SQLite files of DESIGN §1 with bun:sqlite and applies the committed migrations.
 * - platform database: WAL, synchronous=FULL (money must survive a crash), foreign keys on.
 * - gateway cache: WAL, synchronous=NORMAL (losing it loses nothing).
 * @see DESIGN §1, §4
 */
import { Database } from 'bun:sqlite'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { migrate } from 'drizzle-orm/bun-sqlite/migrator'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as platformSchema from './schema/platform'
import * as cacheSchema from './schema/cache'

export type PlatformDb = BunSQLiteDatabase<typeof platformSchema> & { $client: Database }
export type CacheDb = BunSQLiteDatabase<typeof cacheSchema> & { $client: Database }

const migrationsRoot = join(import.meta.dirname, 'migrations')

function open(file: string, synchronous: 'FULL' | 'NORMAL'): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new Database(file, { create: true, strict: true })
  // First, so that every later statement (switching to WAL included) waits out another connection's
  // lock instead of failing at once with SQLITE_BUSY (a process that has just closed the file).
  sqlite.exec('PRAGMA busy_timeout = 5000')
  sqlite.exec('PRAGMA journal_mode = WAL')
  sqlite.exec(`PRAGMA synchronous = ${synchronous}`)
  sqlite.exec('PRAGMA foreign_keys = ON')
  // The catalogue (~10k games, a few MB) outgrows SQLite's default 2 MB page cache; a larger cache
  // and memory-mapped reads keep page reads off the read() syscall path (measured on the game list).
  sqlite.exec('PRAGMA cache_size = -32000')
  sqlite.exec('PRAGMA mmap_size = 268435456')
  return sqlite
}

/** Opens (creating if needed) the platform database at `file`. */
export function openPlatformDb(file: string): PlatformDb {
  return drizzle({ client: open(file, 'FULL'), schema: platformSchema }) as PlatformDb
}

/** Opens (creating if needed) the gateway cache database at `file`. */
export function openCacheDb(file: string): CacheDb {
  return drizzle({ client: open(file, 'NORMAL'), schema: cacheSchema }) as CacheDb
}

/**
 * Applies the committed drizzle-kit migrations to both databases.
 * Runs from source (server/main.ts, tests), never from the bundled app.
 * @param root folder holding `platform/` and `cache/` migration folders.
 */
export function migrateDatabases(platformDb: PlatformDb, cacheDb: CacheDb, root = migrationsRoot): void {
  migrate(platformDb, { migrationsFolder: join(root, 'platform') })
  migrate(cacheDb, { migrationsFolder: join(root, 'cache') })
}
