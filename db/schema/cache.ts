/**
 * Gateway cache database (DESIGN §1): what the gateway may serve without the platform.
 * Deleting the file loses nothing; entries are rebuilt on the next miss.
 */
import { sqliteTable, integer, text, primaryKey } from 'drizzle-orm/sqlite-core'

export const cacheEntries = sqliteTable(
  'cache_entries',
  {
    brandCode: text('brand_code').notNull(),
    /** e.g. `vendors:en`, `hot:en`, `announcements:en`. */
    key: text('key').notNull(),
    /** JSON of the cached value. */
    value: text('value').notNull(),
    /** The brand content version the value was built from. */
    version: integer('version').notNull(),
    /** UTC ms after which the entry is rebuilt. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.key] })],
)
