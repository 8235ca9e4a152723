/**
 * Keys the gateway needs across restarts (DESIGN §3): created once per database on first use and
 * kept in `server_keys`. The platform only stores them; server/gateway/crypto.ts uses them.
 */
import { eq } from 'drizzle-orm'
import { serverKeys } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'

export function keysModule(ctx: PlatformContext) {
  /**
   * The key of `kind`, creating it with `create()` (the secret as a string) when none exists.
   * Two processes racing to create one both end up with the first row written.
   */
  function getOrCreate(kind: string, create: () => string): { kid: string; secret: string } {
    const found = ctx.db.select().from(serverKeys).where(eq(serverKeys.kind, kind)).get()
    if (found) return { kid: found.kid, secret: found.secret }
    const kid = `${kind.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}`
    ctx.db.insert(serverKeys).values({ kid, kind, secret: create(), createdAt: ctx.now() }).onConflictDoNothing().run()
    const row = ctx.db.select().from(serverKeys).where(eq(serverKeys.kind, kind)).get()!
    return { kid: row.kid, secret: row.secret }
  }
  function find(kind: string): { kid: string; secret: string } | undefined {
    const row = ctx.db.select().from(serverKeys).where(eq(serverKeys.kind, kind)).get()
    return row ? { kid: row.kid, secret: row.secret } : undefined
  }
  return { getOrCreate, find }
}
