/**
 * Invite friends (spec §2 member center `referral`, side menu invite-friends button; §3 shared
 * state availablePromo.REFERRAL.enabled): the member's invite code and link, the members who signed
 * up with it (the inviter becomes their upline, members.ts `inviterByCode`) and each one's status,
 * and the reward rule as the brand sets it — the brand's REFERRAL promotion (promotions table),
 * or none. Status of an invited member, from its own records:
 * - `active`: a settled bet in the last `activeDays` days (7);
 * - `deposited`: a credited deposit (and no recent bet);
 * - `registered`: neither yet.
 * Amounts minor units, times UTC ms.
 * @see docs/decisions/0025-support-and-content.md
 */
import type { PlatformContext } from '../context'
import type { MemberModule } from '../member/members'
import { localized } from '../localized'
import type { LocalizedText } from '../../../db/schema/platform'
import type { Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import { referralEarningsModule } from './referral-earnings'

export type InvitedStatus = 'registered' | 'deposited' | 'active'
export const ACTIVE_DAYS = 7

export interface InvitedMember {
  account: string
  nickname: string
  registeredAt: number
  status: InvitedStatus
  deposited: number
  validBet: number
}

export interface InvitedPage {
  list: InvitedMember[]
  pageNum: number
  totalPages: number
  totalCount: number
  /** Over every invited member, not only the page. */
  counts: Record<InvitedStatus, number>
}

/** The brand's referral promotion in the reader's language, with its rule numbers (promotions.config). */
export interface ReferralRule {
  code: string
  title: string
  summary: string
  terms: string[]
  config: Record<string, number | number[]>
}

type InvitedRow = { account: string; nickname: string; created_at: number; deposited: number; valid_bet: number; last_bet: number | null }

/**
 * `platform.referral`: the invite code and link, the invited members, the REFERRAL promotion's text,
 * and `earnings` (referral-earnings.ts: the brand's earning rule, its settlement and each referrer's history).
 */
export function referralModule(ctx: PlatformContext, deps: { members: MemberModule; ledger: Ledger; money: MoneyWriter }) {
  const { db, brandCode } = ctx
  const c = db.$client
  // Every invited member with its credited deposits, valid bet and last settled bet. Direct downlines
  // only: the upline index finds them; each one's sums read its own rows through the member indexes.
  const invitedSql = `select m.account, m.nickname, m.created_at,
      coalesce((select sum(d.amount) from deposit_requests d where d.brand_code = m.brand_code and d.member_id = m.id and d.status = 'CREDITED'), 0) as deposited,
      coalesce((select sum(b.valid_bet) from bet_records b where b.member_id = m.id and b.status = 'SETTLED'), 0) as valid_bet,
      (select max(b.placed_at) from bet_records b where b.member_id = m.id and b.status = 'SETTLED') as last_bet
    from members m where m.upline_id = ? and m.brand_code = ? order by m.created_at desc, m.id desc`
  const q = {
    invited: c.query<InvitedRow, [number, string]>(invitedSql),
    rule: c.query<{ code: string; title: string; summary: string; terms: string; config: string }, [string, number, number]>(
      `select code, title, summary, terms, config from promotions where brand_code = ? and kind = 'REFERRAL' and enabled = 1
       and starts_at <= ? and (ends_at is null or ends_at > ?) order by sort, id limit 1`,
    ),
  }

  const statusOf = (r: InvitedRow, now: number): InvitedStatus => (r.last_bet !== null && r.last_bet >= now - ACTIVE_DAYS * 86_400_000 ? 'active' : r.deposited > 0 ? 'deposited' : 'registered')

  return {
    /** What referrers earn: the brand's rule, the settlement job's run, estimates and history (referral-earnings.ts). */
    earnings: referralEarningsModule({ ctx, ledger: deps.ledger, money: deps.money }),

    /** The member's invite code (given on first use) and its sign-up path, `/register?referralCode=<code>`. */
    invite(memberId: number): { code: string; path: string } {
      const code = deps.members.inviteCode(memberId)
      return { code, path: `/register?referralCode=${encodeURIComponent(code)}` }
    },

    /**
     * The members who signed up with the member's code (its direct downlines), newest first, a page
     * of them, with counts by status over all of them.
     * @param page 1-based; pageSize 1–100.
     */
    invited(memberId: number, page = 1, pageSize = 10): InvitedPage {
      const now = ctx.now()
      const all = q.invited.all(memberId, brandCode).map(
        (r): InvitedMember => ({
          account: r.account,
          nickname: r.nickname,
          registeredAt: r.created_at,
          status: statusOf(r, now),
          deposited: r.deposited,
          validBet: r.valid_bet,
        }),
      )
      const counts: Record<InvitedStatus, number> = { registered: 0, deposited: 0, active: 0 }
      for (const m of all) counts[m.status]++
      const totalPages = Math.max(1, Math.ceil(all.length / pageSize))
      return { list: all.slice((page - 1) * pageSize, page * pageSize), pageNum: page, totalPages, totalCount: all.length, counts }
    },

    /** The brand's running REFERRAL promotion, or null when the brand runs none (spec availablePromo.REFERRAL.enabled). */
    rule(language: string): ReferralRule | null {
      const now = ctx.now()
      const r = q.rule.get(brandCode, now, now)
      if (!r) return null
      const text = (j: string) => localized(JSON.parse(j) as LocalizedText, language)
      return {
        code: r.code,
        title: text(r.title),
        summary: text(r.summary),
        terms: text(r.terms)
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
        config: JSON.parse(r.config),
      }
    },
  }
}

export type ReferralModule = ReturnType<typeof referralModule>
