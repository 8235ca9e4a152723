/**
 * The promotions page (spec §3 categories and tags, §4 states): the brand's promotions for a visitor
 * with each one's state, the header's availablePromoCount and its live event, and joining a
 * DEPOSIT_BONUS promotion. Minor units, UTC ms.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { promotionEntries, promotions, rewards } from '../../../db/schema/promotions'
import { isTrial } from '../../../shared/member'
import type { PromoCategory, PromoKind, PromoTag, PromoWithin } from '../../../shared/schemas/promotions'
import { DATE_PRESET_DAYS } from '../../../shared/constants'
import { overlaps, presetWindow } from '../../../shared/periods'
import { localized } from '../localized'
import { num, type PromotionCore, type PromotionRow } from './core'
import { VIP_ONLY_NOTE, type PromotionView } from './model'

/** The list, state and join calls of `platform.promotions`; `sync` writes earned rewards first (earn.ts). */
export function promotionList(core: PromotionCore, sync: (memberId: number) => void) {
  const { deps, ctx, db, brandCode, all, vipLocked, actionable, member, open, entryOf, turnoverOf, hasDeposit, raffleKey } = core

  const rewardsQuery = db
    .select()
    .from(rewards)
    .where(and(eq(rewards.memberId, sql.placeholder('memberId')), eq(rewards.promotionId, sql.placeholder('promotionId'))))
    .orderBy(desc(rewards.id))
    .prepare()
  const rewardsOf = (memberId: number, promotionId: number) => rewardsQuery.all({ memberId, promotionId })

  /** The member's state in one promotion (spec §4) with what the card needs. */
  function stateOf(p: PromotionRow, memberId: number | null, memberCreatedAt: number): Pick<PromotionView, 'state' | 'rewardId' | 'rewardAmount' | 'turnover' | 'note'> {
    const now = ctx.now()
    const none = { rewardId: null, rewardAmount: null, turnover: null, note: null }
    if (p.startsAt > now) return { state: 'comingSoon', ...none }
    const mine = memberId === null ? [] : rewardsOf(memberId, p.id)
    const pending = mine.find((r) => r.status === 'PENDING')
    if (pending) return { state: 'claim', ...none, rewardId: pending.id, rewardAmount: pending.amount }
    if (memberId === null) return { state: open(p, now) ? 'join' : 'close', ...none }
    const claimed = mine.find((r) => r.status === 'CLAIMED' && (p.kind === 'DEPOSIT_BONUS' || p.kind === 'NEWBIE'))
    if (claimed) {
      const done = turnoverOf(claimed)
      if (done < claimed.turnoverRequired) return { state: 'process', ...none, turnover: { required: claimed.turnoverRequired, done } }
      return { state: 'claimed', ...none, rewardAmount: claimed.amount }
    }
    if (!open(p, now)) return { state: 'close', ...none }
    if (vipLocked(p, memberId) && !entryOf(p.id, memberId)) return { state: 'close', ...none, note: VIP_ONLY_NOTE }
    switch (p.kind as PromoKind) {
      case 'DEPOSIT_BONUS':
        return { state: entryOf(p.id, memberId) ? 'joined' : 'join', ...none }
      case 'NEWBIE':
        return { state: now - memberCreatedAt < num(p.config, 'days') * 86_400_000 ? 'joined' : 'close', ...none }
      case 'DAILY_REBATE':
        return { state: 'process', ...none }
      case 'RAFFLE': {
        const today = db
          .select()
          .from(rewards)
          .where(and(eq(rewards.brandCode, brandCode), eq(rewards.sourceKey, raffleKey(p, memberId, now))))
          .get()
        if (today) return { state: 'claimed', ...none, rewardAmount: today.amount }
        return { state: hasDeposit(memberId) ? 'claim' : 'joined', ...none }
      }
      case 'APPLY': {
        const e = entryOf(p.id, memberId)
        if (!e) return { state: 'join', ...none }
        if (e.status === 'APPLYING') return { state: 'applying', ...none }
        if (e.status === 'REJECTED') return { state: 'rejected', ...none, note: e.note }
        return { state: 'issued', ...none, rewardAmount: e.amount }
      }
      default:
        return { state: 'join', ...none }
    }
  }

  function view(p: PromotionRow, language: string, memberId: number | null, memberCreatedAt: number): PromotionView {
    return {
      id: p.id,
      code: p.code,
      kind: p.kind as PromoKind,
      category: p.category as PromotionView['category'],
      tags: p.tags as PromoTag[],
      title: localized(p.title, language),
      summary: localized(p.summary, language),
      terms: localized(p.terms, language).split('\n').filter(Boolean),
      image: `/img/promo/${p.id}.svg`,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      ...stateOf(p, memberId, memberCreatedAt),
    }
  }

  function list(memberId: number | null, language: string, filter: { category?: PromoCategory; tag?: PromoTag; within?: PromoWithin } = {}): PromotionView[] {
    const m = memberId === null ? undefined : deps.members.byId(memberId)
    const id = m && !isTrial(m.type) ? m.id : null
    if (id !== null) sync(id)
    const span = filter.within ? presetWindow('next', DATE_PRESET_DAYS[filter.within], ctx.now()) : null
    return all()
      .filter((p) => !filter.category || filter.category === 'ALL' || p.category === filter.category)
      .filter((p) => !filter.tag || (p.tags as string[]).includes(filter.tag))
      .filter((p) => !span || overlaps(p.startsAt, p.endsAt, span))
      .map((p) => view(p, language, id, m?.createdAt ?? 0))
  }

  const availableCount = (memberId: number) => list(memberId, 'en').filter((p) => p.kind !== 'REFERRAL' && (p.state === 'join' || p.state === 'claim')).length

  /** Publishes the member's new availablePromoCount (live event `promotions`) after a committed change, when a tab listens. */
  function announce(memberId: number): void {
    const live = ctx.live
    if (live && live.events.listeners(memberId) > 0) live.events.publish(memberId, { type: 'promotions', count: availableCount(memberId) })
  }

  return {
    /**
     * The brand's promotions for a visitor (member id or null), in `language`, optionally of one
     * category and tag and, with `within` ("next 7 / 30 days", spec §9 date presets, decision 0060),
     * only those open at some time in that many business days from today; each with its spec §4
     * state. Writes the member's earned rewards first.
     */
    list,

    /** Categories that have at least one enabled promotion (the page's tabs after ALL). */
    categories(): PromoCategory[] {
      return [...new Set(all().map((p) => p.category as PromoCategory))]
    },

    /** Title and summary of a promotion for its art, or null. */
    artOf(id: number, language: string): { title: string; summary: string; theme: number } | null {
      const p = db
        .select()
        .from(promotions)
        .where(and(eq(promotions.brandCode, brandCode), eq(promotions.id, id)))
        .get()
      return p ? { title: localized(p.title, language), summary: localized(p.summary, language), theme: p.theme } : null
    },

    /** Promotions the member can act on now (state join or claim; REFERRAL excluded): the header's availablePromoCount. */
    availableCount,

    /** availablePromo.REFERRAL.enabled: the brand runs an open referral promotion. */
    referralEnabled(): boolean {
      const now = ctx.now()
      return all().some((p) => p.kind === 'REFERRAL' && open(p, now))
    },

    /**
     * Joins a DEPOSIT_BONUS promotion (state join → joined). Joining again returns the same state.
     * @throws PromotionError PROMOTION_NOT_FOUND (404), PROMOTION_CLOSED (409), NOT_JOINABLE (400), NEED_TRUE_ACCOUNT | VIP_ONLY (403)
     */
    join(memberId: number, promotionId: number, language = 'en'): PromotionView {
      const m = member(memberId)
      const p = actionable(promotionId, memberId, 'DEPOSIT_BONUS', ['NOT_JOINABLE', 'promo.errors.notJoinable'])
      db.insert(promotionEntries).values({ brandCode, promotionId: p.id, memberId, status: 'JOINED', createdAt: ctx.now() }).onConflictDoNothing().run()
      announce(memberId)
      return view(p, language, m.id, m.createdAt)
    },

    /** A promotion as `memberId` (null: anonymous) sees it in `language`. */
    view,
    /** Publishes the member's new availablePromoCount after a committed change (live event `promotions`). */
    announce,
  }
}

export type PromotionList = ReturnType<typeof promotionList>
