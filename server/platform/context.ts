/**
 * What every platform module needs: the database, the brand it serves and a clock.
 * Settings an operator forces through the environment (maintenance, region restriction) ride along.
 */
import type { PlatformDb } from '../../db/client'
import type { EventBus } from './events'

export interface PlatformContext {
  db: PlatformDb
  brandCode: string
  /** UTC ms. */
  now: () => number
  overrides: { maintenance?: boolean; regionRestriction?: boolean }
  /**
   * Live events (events.ts): the bus and the money writer's after-commit hook, so a module can push
   * a change once its transaction has committed. Set by createPlatform; absent in bare test contexts.
   */
  live?: { events: EventBus; afterCommit(key: string, fn: () => void): void }
}
