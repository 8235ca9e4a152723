/**
 * What every platform module needs: the database, the brand it serves and a clock.
 * Settings an operator forces through the environment (maintenance, region restriction) ride along.
 */
import type { PlatformDb } from '../../db/client'
import type { EventBus } from './events'
import type { SecretsKey } from './keys/sealed'

/** Demo (play money) or live (real money) brand: see {@link PlatformContext.mode}. */
export type BrandMode = 'demo' | 'live'

export interface PlatformContext {
  db: PlatformDb
  brandCode: string
  /** UTC ms. */
  now: () => number
  overrides: { maintenance?: boolean; regionRestriction?: boolean }
  /**
   * The key-encryption key every stored secret is sealed under (keys/sealed.ts, decision 0032).
   * Absent: a module that needs a secret throws SecretsError SECRETS_KEY_MISSING.
   */
  secretsKey?: SecretsKey
  /**
   * BRAND_MODE of this process (decision 0028): `demo` (play money, sandbox payments, marked on
   * every page) or `live` (real money: the sandbox provider never credits). Absent = `demo`.
   */
  mode?: BrandMode
  /**
   * Live events (events.ts): the bus and the money writer's after-commit hook, so a module can push
   * a change once its transaction has committed. Set by createPlatform; absent in bare test contexts.
   */
  live?: { events: EventBus; afterCommit(key: string, fn: () => void): void }
}
