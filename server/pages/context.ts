/** What every server component of a request receives (explicit props, no globals). */
import type { TFunction } from 'i18next'
import type { Platform } from '../platform'
import type { VisitorStatus } from '../platform/brand/brand'
import type { RouteMatch } from './routes'
import type { MemberInfo } from '../platform/member/members'

export interface PageContext {
  platform: Platform
  language: string
  t: TFunction
  /** Path without trailing slash, e.g. `/rng`. */
  path: string
  /** The request URL without `_rsc`. */
  url: URL
  ip: string
  /** CSP nonce for inline scripts of this response. */
  nonce: string
  status: VisitorStatus
  route: RouteMatch
  loggedIn: boolean
  /** The signed-in member, or null for an anonymous visitor. */
  member: MemberInfo | null
  /** The id of the signed-in session (the security center marks "this device"); null for visitors. */
  sessionId?: string | null
}
