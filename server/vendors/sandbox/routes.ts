/**
 * The sandbox vendor's game server: generic games of every type for the whole catalogue.
 * @see DESIGN §5 "Sandbox vendor"
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../gateway/env'
import type { VendorDeps } from '../index'

export function sandboxVendor(deps: VendorDeps) {
  void deps
  return new Hono<AppEnv>()
}
