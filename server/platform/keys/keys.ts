/**
 * Keys the gateway needs across restarts (DESIGN §3, decision 0032): kept in `server_keys`, each
 * with a kid, sealed under the secrets key (sealed.ts). The platform only stores and rotates them;
 * server/gateway/keyring.ts makes and uses them.
 *
 * A kind has one current key (signs, encrypts to) and, after a rotation, previous keys that still
 * verify and decrypt until their `retires_at` (UTC ms): the rotation time plus the longest a session
 * may live (sessionMaxHours), or the latest expiry of a live session if that is later — so no token
 * signed before a rotation is refused while its session lives. Retired rows are deleted.
 *
 * The live keys of a kind are cached per platform for {@link KEY_REFRESH_MS}; a kid not in the cache
 * (another process rotated) reloads them at once, at most once a second. So a rotation made by the
 * operator command reaches a running server within the refresh interval without a restart.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { serverKeys, usedJwtIds, vendorCredentials } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { isSealed, mismatch, missingKey, seal, sealedUnder, unseal, type SecretsKey } from './sealed'

/** How long a process trusts the keys it loaded before reading them again (ms). */
export const KEY_REFRESH_MS = 60_000
/** An unknown kid reloads the keys at most this often (ms), so forged kids cannot hammer the database. */
const MISS_RELOAD_MS = 1_000

/** A key as the gateway uses it: the secret opened, `retiresAt` null for the current key. */
export interface ServerKey {
  kid: string
  kind: string
  secret: string
  createdAt: number
  retiresAt: number | null
}

/** The additional data a server key's secret is sealed with: its table, kind and kid. */
export const serverKeyAad = (kind: string, kid: string) => `server_keys:${kind}:${kid}`
/** The additional data a vendor secret is sealed with: its table, brand and vendor. */
export const vendorSecretAad = (brandCode: string, vendor: string) => `vendor_credentials:${brandCode}:${vendor}`

/**
 * @param deps.secretsKey the KEK; without it every call that opens or writes a secret throws
 *   SecretsError SECRETS_KEY_MISSING (a platform used only for jobs that need no secret may omit it).
 * @param deps.sessionMaxMs the brand's absolute session lifetime (ms), read at rotation time.
 */
export function keysModule(ctx: PlatformContext, deps: { secretsKey?: SecretsKey; sessionMaxMs: () => number }) {
  const { db } = ctx
  const kek = () =>
    deps.secretsKey ??
    (() => {
      throw missingKey('a server key')
    })()
  const cached = new Map<string, { keys: ServerKey[]; loadedAt: number }>()
  const lastMissReload = new Map<string, number>()

  /** Reads the live keys of `kind` (current first, then previous newest first), opened. */
  function load(kind: string): ServerKey[] {
    const now = ctx.now()
    const rows = db.select().from(serverKeys).where(eq(serverKeys.kind, kind)).orderBy(asc(serverKeys.createdAt), asc(serverKeys.kid)).all()
    const live = rows.filter((r) => r.retiresAt === null || r.retiresAt > now)
    const current = live.filter((r) => r.retiresAt === null).slice(0, 1)
    const previous = live.filter((r) => r.retiresAt !== null).reverse()
    const keys = [...current, ...previous].map((r) => ({
      kid: r.kid,
      kind: r.kind,
      secret: unseal(kek(), r.secret, serverKeyAad(r.kind, r.kid)),
      createdAt: r.createdAt,
      retiresAt: r.retiresAt,
    }))
    cached.set(kind, { keys, loadedAt: now })
    return keys
  }

  /**
   * The live keys of `kind`: the current one first (when there is one), then previous keys not yet
   * retired, newest first. Cached for KEY_REFRESH_MS.
   * @throws SecretsError when a key does not open under the secrets key.
   */
  function live(kind: string): ServerKey[] {
    const hit = cached.get(kind)
    const now = ctx.now()
    if (hit && now - hit.loadedAt < KEY_REFRESH_MS && hit.keys.every((k) => k.retiresAt === null || k.retiresAt > now)) return hit.keys
    return load(kind)
  }

  /** The current key of `kind`, or undefined when none was created yet. */
  function find(kind: string): ServerKey | undefined {
    const k = live(kind)[0]
    return k && k.retiresAt === null ? k : undefined
  }

  /**
   * The live key of `kind` named `kid`, or undefined (unknown, retired or revoked). A kid the cache
   * does not hold reloads the keys first (at most once a second), since another process may have rotated.
   */
  function byKid(kind: string, kid: string): ServerKey | undefined {
    const found = live(kind).find((k) => k.kid === kid)
    if (found) return found
    const now = ctx.now()
    if (now - (lastMissReload.get(kind) ?? -Infinity) < MISS_RELOAD_MS) return undefined
    lastMissReload.set(kind, now)
    return load(kind).find((k) => k.kid === kid)
  }

  function insert(kind: string, secret: string, retiresAt: number | null = null) {
    const kid = `${kind.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}`
    db.insert(serverKeys)
      .values({ kid, kind, secret: seal(kek(), secret, serverKeyAad(kind, kid)), createdAt: ctx.now(), retiresAt })
      .run()
    return kid
  }

  /**
   * The current key of `kind`, creating it with `create()` (the secret as a string) when none exists.
   * Two processes racing to create one both end up using the oldest row written.
   */
  function getOrCreate(kind: string, create: () => string): ServerKey {
    const found = find(kind)
    if (found) return found
    const fresh = load(kind)[0]
    if (fresh && fresh.retiresAt === null) return fresh
    insert(kind, create())
    return load(kind)[0]!
  }

  /**
   * Makes the given secrets the current keys of their kinds, in one transaction. The keys they
   * replace retire at `now + sessionMaxMs()` or at the latest expiry of a live session, whichever is
   * later (with `revokePrevious`: at once — for a leaked key; every session signed with it ends).
   * Keys already retired are deleted.
   * @returns the new kids and when the previous keys retire (UTC ms).
   */
  function rotate(entries: { kind: string; secret: string }[], opts: { revokePrevious?: boolean } = {}): { kind: string; kid: string; previousRetireAt: number }[] {
    const now = ctx.now()
    const latestSession =
      db.$client.query<{ t: number | null }, [string, number]>('SELECT max(expires_at) AS t FROM sessions WHERE brand_code = ? AND revoked_at IS NULL AND expires_at > ?').get(ctx.brandCode, now)?.t ??
      0
    const retireAt = opts.revokePrevious ? now : Math.max(now + deps.sessionMaxMs(), latestSession)
    const kinds = entries.map((e) => e.kind)
    const made = db.transaction((tx) => {
      tx.delete(serverKeys)
        .where(and(inArray(serverKeys.kind, kinds), lte(serverKeys.retiresAt, now)))
        .run()
      tx.update(serverKeys)
        .set({ retiresAt: retireAt })
        .where(and(inArray(serverKeys.kind, kinds), isNull(serverKeys.retiresAt)))
        .run()
      if (opts.revokePrevious)
        tx.delete(serverKeys)
          .where(and(inArray(serverKeys.kind, kinds), sql`${serverKeys.retiresAt} IS NOT NULL`))
          .run()
      return entries.map((e) => ({ kind: e.kind, kid: insert(e.kind, e.secret), previousRetireAt: retireAt }))
    })
    for (const kind of kinds) cached.delete(kind)
    return made
  }

  /**
   * First start with a secrets key (the upgrade from versions that kept secrets in plain text): seals
   * every plain `server_keys` and `vendor_credentials` secret in place, and checks that the sealed
   * ones were sealed under this key.
   * @returns how many rows were sealed.
   * @throws SecretsError SECRETS_KEY_MISMATCH when a secret was sealed under another key.
   */
  function sealAtRest(): number {
    const key = kek()
    let sealed = 0
    db.transaction(
      (tx) => {
        for (const r of tx.select({ kid: serverKeys.kid, kind: serverKeys.kind, secret: serverKeys.secret }).from(serverKeys).all()) {
          if (isSealed(r.secret)) {
            const under = sealedUnder(r.secret)
            if (under !== key.id) throw mismatch(under ?? '?', key)
            continue
          }
          tx.update(serverKeys)
            .set({ secret: seal(key, r.secret, serverKeyAad(r.kind, r.kid)) })
            .where(and(eq(serverKeys.kid, r.kid), eq(serverKeys.secret, r.secret)))
            .run()
          sealed++
        }
        for (const r of tx.select().from(vendorCredentials).all()) {
          if (isSealed(r.secret)) {
            const under = sealedUnder(r.secret)
            if (under !== key.id) throw mismatch(under ?? '?', key)
            continue
          }
          tx.update(vendorCredentials)
            .set({ secret: seal(key, r.secret, vendorSecretAad(r.brandCode, r.vendorCode)) })
            .where(and(eq(vendorCredentials.brandCode, r.brandCode), eq(vendorCredentials.vendorCode, r.vendorCode), eq(vendorCredentials.secret, r.secret)))
            .run()
          sealed++
        }
      },
      { behavior: 'immediate' },
    )
    return sealed
  }

  /**
   * Claims a JWE id for an encrypted body (the gateway's replay guard, DESIGN §3): true the first
   * time `jti` is seen, false for a replay. The row is kept until `expiresAt` (UTC ms), past which the
   * body is stale anyway; expired rows are deleted in the same transaction.
   */
  function claimJti(jti: string, expiresAt: number): boolean {
    return db.transaction((tx) => {
      tx.delete(usedJwtIds).where(lt(usedJwtIds.expiresAt, ctx.now())).run()
      return tx.insert(usedJwtIds).values({ jti, expiresAt }).onConflictDoNothing().returning().get() !== undefined
    })
  }

  return { live, find, byKid, getOrCreate, rotate, sealAtRest, claimJti }
}
