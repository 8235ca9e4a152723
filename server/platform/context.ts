/**
 * What every platform module needs: the database, the brand it serves and a clock.
 * Settings an operator forces through the environment (maintenance, region restriction) ride along.
 */
import type { PlatformDb } from '../../db/client'

export interface PlatformContext {
  db: PlatformDb
  brandCode: string
  /** UTC ms. */
  now: () => number
  overrides: { maintenance?: boolean; regionRestriction?: boolean }
}
