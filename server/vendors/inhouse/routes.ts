/**
 * The in-house vendor's game server (BGS): provably fair games.
 * @see DESIGN §5 "In-house vendor"
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../gateway/env'
import type { VendorDeps } from '../index'

export function inhouseVendor(deps: VendorDeps) {
  void deps
  return new Hono<AppEnv>()
}
