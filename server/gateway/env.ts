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
  /**
   * The request came over HTTPS as the server trusts it: an https URL, or `X-Forwarded-Proto: https`
   * only with TRUST_PROXY=on (server/app.ts). Picks the session cookie's name and Secure attribute.
   */
  https?: boolean
  /** The live session, when the request came with a valid token. */
  session?: ActiveSession
}

export type AppEnv = { Variables: AppVariables }

/**
 * The environment after `requireSession` (session.ts): the session is there, so handlers read
 * `c.var.session` without a check (decision 0033).
 */
export type SessionEnv = { Variables: AppVariables & { session: ActiveSession } }
