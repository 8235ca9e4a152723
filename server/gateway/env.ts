/** Hono environment of the gateway and pages: what middleware puts on every request. */
import type { Platform } from '../platform'
import type { GatewayCache } from './cache'

export interface AppVariables {
  platform: Platform
  cache: GatewayCache
  /** Visitor IP (X-Forwarded-For only when TRUST_PROXY=on). */
  ip: string
  /** Resolved language code (query `language`, else the `lang` cookie, else English). */
  language: string
  requestId: string
}

export type AppEnv = { Variables: AppVariables }
