/** What every server component of a request receives (explicit props, no globals). */
import type { TFunction } from 'i18next'
import type { Platform } from '../platform'
import type { VisitorStatus } from '../platform/brand/brand'
import type { PageMatch } from './routes'
import type { MemberInfo } from '../platform/member/members'
import type { ViewerClass } from '../../shared/member'

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
  route: PageMatch
  loggedIn: boolean
  /**
   * Who is looking (decision 0038): the class a shared render is made for. Components decide by it
   * what a visitor, a trial account, a member or an agent sees; what belongs to one member is not in
   * a shared render (`member` is null there) and comes from the member summary call on the client.
   */
  viewer: ViewerClass
  /**
   * The signed-in member on a page of its own (route table `share` other than `everyone`, or a list
   * of the member's own games); null for a visitor and in a render shared by its viewer class.
   */
  member: MemberInfo | null
  /** The id of the signed-in session (the security center marks "this device"); null for visitors. */
  sessionId?: string | null
  /**
   * The session's member must change the password first (a one-time, temporary or expired one;
   * decision 0030): the page renders as for a visitor (`member` null) under the forced
   * change-password dialog.
   */
  passwordChangeRequired?: boolean
  /**
   * The render is an HTML document (its inline Flight only feeds hydration); false or absent for a
   * Flight answer (a client navigation). Static parts of the layout leave their markup out of a
   * document's Flight (decision 0051).
   */
  document?: boolean
  /**
   * The render is a page's frame (decision 0064): the layout holds the content's place only
   * (`<main data-framed>` with a marker), the content (`PageContent`) is rendered apart; `member` is null in it.
   */
  frame?: boolean
}

const promoCounts = new WeakMap<PageContext, number>()

/**
 * availablePromoCount (spec §3 shared state) of the signed-in member, computed once per request
 * (the header, the side menu and the promotions page all show it; each count builds every
 * promotion's view). 0 for visitors and trial accounts.
 */
export function availablePromoCount(ctx: PageContext): number {
  let n = promoCounts.get(ctx)
  if (n === undefined) {
    n = ctx.member && !ctx.member.isTrial ? ctx.platform.promotions.availableCount(ctx.member.id) : 0
    promoCounts.set(ctx, n)
  }
  return n
}
