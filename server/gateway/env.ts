/** Hono environment of the gateway and pages: what middleware puts on every request. */
import type { Platform } from '../platform'
import type { GatewayCache } from './cache'
import type { ActiveSession } from '../platform/member/sessions'

export interface AppVariables {
  platform: Platform
  cache: GatewayCache
  /** Visitor IP (X-Forwarded-For only when TRUST_PROXY=on). */
  ip: string
  /** Resolved language code (query `language`, else the `lang` cookie, else English). */
  language: string
  requestId: string
  /** The live session, when the request came with a valid token. */
  session?: ActiveSession
}

export type AppEnv = { Variables: AppVariables }
