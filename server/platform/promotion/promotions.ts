/**
 * `platform.promotions` (issue 7; spec §3 categories and tags, §4 promotion states, §5 activity
 * application, §7 MCS2_claimRafflePromotion): the brand's promotions with each member's state, and
 * the rewards they owe. Rules per kind (numbers in `promotions.config`, minor units / bp / days):
 * - DEPOSIT_BONUS: after joining, the first credited deposit ≥ `minDeposit` within the promotion's
 *   window earns `percent` % of it, at most `cap`, with a turnover of `turnoverMultiple` × bonus;
 * - DAILY_REBATE: each business day's settled valid bet (member_daily, UTC+8, decision 0010) earns
 *   `rateBp`; the reward appears from the next day (the last 7 days are kept claimable);
 * - NEWBIE: a member registered less than `days` ago who has made a deposit earns `amount`, with a
 *   turnover of `turnoverMultiple` × amount;
 * - RAFFLE: a member who has deposited draws once per business day one of `prizes`, paid at once;
 * - APPLY: the member applies with a comment and up to 3 images; an operator approves (pays) or
 *   rejects with a reason;
 * - REFERRAL: informational; enables the invite-friends entry (availablePromo.REFERRAL.enabled).
 * Rewards are written (PENDING) when the member's promotions are read (`sync`), claimed through the
 * ledger (HOUSE → MEMBER, kind BONUS or REBATE, key `reward:<id>:claim`) inside the money writer,
 * so a double claim pays once. While a claimed bonus's turnover is unmet, withdrawals are refused
 * (TURNOVER_UNMET, decision 0020).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm'
import { randomInt } from 'node:crypto'
import { ledgerMovements, betRecords, memberDaily } from '../../../db/schema/platform'
import { promotionEntries, promotionImages, promotions, rewards } from '../../../db/schema/promotions'
import { members } from '../../../db/schema/platform'
import type { LocalizedText } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import type { MemberModule } from '../member/members'
import { sniffImage } from '../wallet/withdraw'
import { isTrial } from '../../../shared/member'
import { formatMoney } from '../../../shared/format'
import { localized } from '../localized'
import { businessDayIndex, dayStart, businessDay } from '../agent/periods'
import {
  APPLY_COMMENT_MAX, APPLY_IMAGE_MAX_BYTES, APPLY_IMAGES_MAX, rebateOf,
  type PromoCategory, type PromoKind, type PromoState, type PromoTag, type RewardSource, type RewardStatus,
} from '../../../shared/schemas/promotions'

export type PromotionErrorCode =
  | 'PROMOTION_NOT_FOUND' | 'PROMOTION_CLOSED' | 'NOT_JOINABLE' | 'NOT_APPLICABLE' | 'ALREADY_APPLIED' | 'COMMENT_REQUIRED' | 'COMMENT_TOO_LONG'
  | 'TOO_MANY_IMAGES' | 'IMAGE_TYPE' | 'IMAGE_SIZE' | 'NOT_A_RAFFLE' | 'RAFFLE_NOT_ELIGIBLE' | 'RAFFLE_USED' | 'REWARD_NOT_FOUND'
  | 'ALREADY_CLAIMED' | 'ENTRY_NOT_FOUND' | 'NOT_PENDING' | 'BAD_AMOUNT' | 'REASON_REQUIRED' | 'TURNOVER_UNMET' | 'NOTHING_TO_CLAIM'
  | 'NEED_TRUE_ACCOUNT' | 'MEMBER_NOT_FOUND' | 'VIP_ONLY'

/** Errors of the promotion calls; `messageKey` is a `promo.errors.*` key. */
export class PromotionError extends DomainError<PromotionErrorCode> {}

type PromotionRow = typeof promotions.$inferSelect
type RewardRow = typeof rewards.$inferSelect
type EntryRow = typeof promotionEntries.$inferSelect

/** A promotion as the promotions page shows it to one visitor, in one language (minor units, UTC ms). */
export interface PromotionView {
  id: number
  code: string
  kind: PromoKind
  category: Exclude<PromoCategory, 'ALL'>
  tags: PromoTag[]
  title: string
  summary: string
  /** The terms, one rule per line. */
  terms: string[]
  /** The generated art. */
  image: string
  startsAt: number
  endsAt: number | null
  /** Spec §4 state for this visitor (anonymous: join, comingSoon or close). */
  state: PromoState
  /** The pending reward to claim (state claim), else null. */
  rewardId: number | null
  /** Minor units of that reward. */
  rewardAmount: number | null
  /** Turnover of the claimed bonus (state process): required and done, minor units. */
  turnover: { required: number; done: number } | null
  /** The operator's reason (state rejected) or the amount paid (issued). */
  note: string | null
}

/** A reward as the reward center lists it (minor units, UTC ms). */
export interface RewardView {
  id: number
  promotionId: number | null
  promotionTitle: string
  source: RewardSource
  amount: number
  status: RewardStatus
  turnoverRequired: number
  /** Valid bet since the claim, capped at the requirement (0 before the claim). */
  turnoverDone: number
  detail: Record<string, string | number>
  createdAt: number
  claimedAt: number | null
}

/** An application waiting for the operator. */
export interface ApplicationView {
  id: number
  promotionId: number
  promotionCode: string
  memberId: number
  account: string
  comment: string | null
  images: { seq: number; type: string; size: number }[]
  status: string
  note: string | null
  createdAt: number
}

/** One image of an application: the bytes and the type the client declared. */
export interface ImageUpload { bytes: Uint8Array; type: string }

export interface PromotionDeps {
  ctx: PlatformContext
  ledger: Ledger
  money: MoneyWriter
  members: MemberModule
  /** Whether the member holds a VIP level now (platform.vip, decision 0018); VIP-tagged promotions need it. */
  isVip?: (memberId: number) => boolean
}

/** The `note` of a VIP-tagged promotion shown closed to a member without a VIP level. */
export const VIP_ONLY_NOTE = 'VIP_ONLY'

const num = (c: PromotionRow['config'], k: string): number => (typeof c[k] === 'number' ? (c[k] as number) : 0)
const DAYS_KEPT = 7

export function promotionModule(deps: PromotionDeps) {
  const { ctx, ledger, money } = deps
  const { db, brandCode } = ctx

  const all = (): PromotionRow[] => db.select().from(promotions)
    .where(and(eq(promotions.brandCode, brandCode), eq(promotions.enabled, 1))).orderBy(asc(promotions.sort), asc(promotions.id)).all()
  const byId = (id: number): PromotionRow | undefined => db.select().from(promotions)
    .where(and(eq(promotions.brandCode, brandCode), eq(promotions.id, id), eq(promotions.enabled, 1))).get()

  /**
   * True when a VIP-tagged promotion (spec §3 tag VIP) is out of this member's reach: no VIP level yet.
   * The informational REFERRAL promotion is never locked (it only shows the invite rule).
   */
  const vipLocked = (p: PromotionRow, memberId: number): boolean =>
    p.kind !== 'REFERRAL' && (p.tags as string[]).includes('VIP') && deps.isVip !== undefined && !deps.isVip(memberId)
  /** @throws PromotionError VIP_ONLY (403) */
  function requireVip(p: PromotionRow, memberId: number): void {
    if (vipLocked(p, memberId)) throw new PromotionError('VIP_ONLY', 'promo.errors.vipOnly', 403)
  }

  function member(memberId: number) {
    const m = deps.members.byId(memberId)
    if (!m) throw new PromotionError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (isTrial(m.type)) throw new PromotionError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
    return m
  }

  const open = (p: PromotionRow, at: number) => p.startsAt <= at && (p.endsAt === null || at < p.endsAt)

  function firstDeposit(memberId: number, after: number, until: number | null, min: number) {
    return db.select({ id: ledgerMovements.id, amount: ledgerMovements.amount, at: ledgerMovements.createdAt }).from(ledgerMovements)
      .where(and(eq(ledgerMovements.brandCode, brandCode), eq(ledgerMovements.memberId, memberId), eq(ledgerMovements.kind, 'DEPOSIT'),
        gte(ledgerMovements.createdAt, after), until === null ? undefined : lt(ledgerMovements.createdAt, until), gte(ledgerMovements.amount, min)))
      .orderBy(asc(ledgerMovements.id)).limit(1).get()
  }

  /** Settled valid bet (minor units) of bets placed at or after `since`. */
  function validBetSince(memberId: number, since: number): number {
    return db.select({ s: sql<number>`coalesce(sum(${betRecords.validBet}), 0)` }).from(betRecords)
      .where(and(eq(betRecords.memberId, memberId), gte(betRecords.placedAt, since), eq(betRecords.status, 'SETTLED'))).get()!.s
  }

  function entryOf(promotionId: number, memberId: number): EntryRow | undefined {
    return db.select().from(promotionEntries).where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.memberId, memberId))).get()
  }

  function insertReward(r: Omit<typeof rewards.$inferInsert, 'brandCode' | 'status' | 'createdAt'>) {
    if (r.amount <= 0) return
    db.insert(rewards).values({ ...r, brandCode, status: 'PENDING', createdAt: ctx.now() }).onConflictDoNothing().run()
  }

  /**
   * Writes the rewards the member has earned and not yet received (PENDING), once each (unique
   * source key): deposit bonuses of joined promotions, the newbie bonus, the daily rebates of the
   * last 7 business days. Idempotent; moves no money. Trial accounts earn nothing.
   */
  function sync(memberId: number): void {
    const m = deps.members.byId(memberId)
    if (!m || isTrial(m.type) || m.status !== 'ACTIVE') return
    const now = ctx.now()
    const today = businessDayIndex(now)
    for (const p of all()) {
      const c = p.config
      if (p.kind === 'DEPOSIT_BONUS') {
        const entry = entryOf(p.id, memberId)
        if (!entry) continue
        const dep = firstDeposit(memberId, Math.max(entry.createdAt, p.startsAt), p.endsAt, num(c, 'minDeposit'))
        if (!dep) continue
        const amount = Math.min(Math.floor((dep.amount * num(c, 'percent')) / 100), num(c, 'cap'))
        insertReward({
          memberId, promotionId: p.id, source: 'DEPOSIT_BONUS', sourceKey: `deposit:${p.id}:${memberId}`, amount,
          turnoverRequired: amount * num(c, 'turnoverMultiple'), detail: { deposit: dep.amount, movementId: dep.id },
        })
      } else if (p.kind === 'NEWBIE') {
        if (now - m.createdAt >= num(c, 'days') * 86_400_000) continue
        const dep = firstDeposit(memberId, Math.max(m.createdAt, p.startsAt), p.endsAt, 1)
        if (!dep) continue
        const amount = num(c, 'amount')
        insertReward({
          memberId, promotionId: p.id, source: 'NEWBIE', sourceKey: `newbie:${p.id}:${memberId}`, amount,
          turnoverRequired: amount * num(c, 'turnoverMultiple'), detail: { deposit: dep.amount },
        })
      } else if (p.kind === 'DAILY_REBATE') {
        const from = Math.max(today - DAYS_KEPT, businessDayIndex(p.startsAt))
        const to = p.endsAt === null ? today : Math.min(today, businessDayIndex(p.endsAt - 1) + 1)
        if (from >= to) continue
        const days = db.select({ day: memberDaily.day, validBet: memberDaily.validBet }).from(memberDaily)
          .where(and(eq(memberDaily.memberId, memberId), gte(memberDaily.day, from), lt(memberDaily.day, to), gt(memberDaily.validBet, 0))).all()
        for (const d of days) {
          const day = businessDay(dayStart(d.day))
          insertReward({
            memberId, promotionId: p.id, source: 'DAILY_REBATE', sourceKey: `rebate:${p.id}:${day}:${memberId}`,
            amount: rebateOf(d.validBet, num(c, 'rateBp')), turnoverRequired: 0, detail: { day, validBet: d.validBet, rateBp: num(c, 'rateBp') },
          })
        }
      }
    }
  }

  const rewardsOf = (memberId: number, promotionId: number) => db.select().from(rewards)
    .where(and(eq(rewards.memberId, memberId), eq(rewards.promotionId, promotionId))).orderBy(desc(rewards.id)).all()

  function turnoverOf(r: RewardRow): number {
    if (r.status !== 'CLAIMED' || r.turnoverRequired === 0 || r.claimedAt === null) return 0
    return Math.min(r.turnoverRequired, validBetSince(r.memberId, r.claimedAt))
  }

  function hasDeposit(memberId: number): boolean {
    return !!db.select({ id: ledgerMovements.id }).from(ledgerMovements)
      .where(and(eq(ledgerMovements.brandCode, brandCode), eq(ledgerMovements.memberId, memberId), eq(ledgerMovements.kind, 'DEPOSIT'))).limit(1).get()
  }

  const raffleKey = (p: PromotionRow, memberId: number, at: number) => `raffle:${p.id}:${businessDay(at)}:${memberId}`

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
      case 'DEPOSIT_BONUS': return { state: entryOf(p.id, memberId) ? 'joined' : 'join', ...none }
      case 'NEWBIE': return { state: now - memberCreatedAt < num(p.config, 'days') * 86_400_000 ? 'joined' : 'close', ...none }
      case 'DAILY_REBATE': return { state: 'process', ...none }
      case 'RAFFLE': {
        const today = db.select().from(rewards).where(and(eq(rewards.brandCode, brandCode), eq(rewards.sourceKey, raffleKey(p, memberId, now)))).get()
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
      default: return { state: 'join', ...none }
    }
  }

  function view(p: PromotionRow, language: string, memberId: number | null, memberCreatedAt: number): PromotionView {
    return {
      id: p.id, code: p.code, kind: p.kind as PromoKind, category: p.category as PromotionView['category'], tags: p.tags as PromoTag[],
      title: localized(p.title, language), summary: localized(p.summary, language),
      terms: localized(p.terms, language).split('\n').filter(Boolean), image: `/img/promo/${p.id}.svg`,
      startsAt: p.startsAt, endsAt: p.endsAt, ...stateOf(p, memberId, memberCreatedAt),
    }
  }

  function rewardView(r: RewardRow, titles: Map<number, LocalizedText>, language: string): RewardView {
    return {
      id: r.id, promotionId: r.promotionId, promotionTitle: r.promotionId !== null && titles.has(r.promotionId) ? localized(titles.get(r.promotionId)!, language) : '',
      source: r.source as RewardSource, amount: r.amount, status: r.status as RewardStatus, turnoverRequired: r.turnoverRequired,
      turnoverDone: turnoverOf(r), detail: r.detail, createdAt: r.createdAt, claimedAt: r.claimedAt,
    }
  }
  const titleMap = () => new Map(db.select({ id: promotions.id, title: promotions.title }).from(promotions).where(eq(promotions.brandCode, brandCode)).all().map((p) => [p.id, p.title]))

  /** Pays a reward row (HOUSE → MEMBER) and marks it CLAIMED; inside a money unit. */
  function pay(r: RewardRow): { balance: number } {
    const kind = r.source === 'DAILY_REBATE' ? 'REBATE' : 'BONUS'
    const posted = ledger.post({
      key: `reward:${r.id}:claim`, kind, memberId: r.memberId, amount: r.amount, reference: `reward:${r.id}`,
      legs: [{ account: { kind: 'HOUSE' }, amount: -r.amount }, { account: { kind: 'MEMBER', memberId: r.memberId }, amount: r.amount }],
      result: ({ balances }) => ({ balance: balances[1]! }),
    })
    db.update(rewards).set({ status: 'CLAIMED', claimedAt: ctx.now(), movementId: posted.movementId }).where(eq(rewards.id, r.id)).run()
    return posted.result
  }

  function checkImages(images: ImageUpload[]): { type: string; bytes: Uint8Array }[] {
    if (images.length > APPLY_IMAGES_MAX) throw new PromotionError('TOO_MANY_IMAGES', 'promo.errors.tooManyImages', 400, { max: APPLY_IMAGES_MAX })
    return images.map((img) => {
      if (img.bytes.length > APPLY_IMAGE_MAX_BYTES) throw new PromotionError('IMAGE_SIZE', 'promo.errors.imageSize', 400)
      const type = sniffImage(img.bytes)
      if (!type) throw new PromotionError('IMAGE_TYPE', 'promo.errors.imageType', 400)
      return { type, bytes: img.bytes }
    })
  }

  function list(memberId: number | null, language: string, filter: { category?: PromoCategory; tag?: PromoTag } = {}): PromotionView[] {
    const m = memberId === null ? undefined : deps.members.byId(memberId)
    const id = m && !isTrial(m.type) ? m.id : null
    if (id !== null) sync(id)
    return all()
      .filter((p) => !filter.category || filter.category === 'ALL' || p.category === filter.category)
      .filter((p) => !filter.tag || (p.tags as string[]).includes(filter.tag))
      .map((p) => view(p, language, id, m?.createdAt ?? 0))
  }

  const availableCount = (memberId: number) =>
    list(memberId, 'en').filter((p) => p.kind !== 'REFERRAL' && (p.state === 'join' || p.state === 'claim')).length

  /** Publishes the member's new availablePromoCount (live event `promotions`) after a committed change, when a tab listens. */
  function announce(memberId: number): void {
    const live = ctx.live
    if (live && live.events.listeners(memberId) > 0) live.events.publish(memberId, { type: 'promotions', count: availableCount(memberId) })
  }

  return {
    /** The sync step (also run by every read below): writes earned rewards as PENDING. */
    sync,

    /**
     * The brand's promotions for a visitor (member id or null), in `language`, optionally of one
     * category and tag, each with its spec §4 state. Writes the member's earned rewards first.
     */
    list,

    /** Categories that have at least one enabled promotion (the page's tabs after ALL). */
    categories(): PromoCategory[] {
      return [...new Set(all().map((p) => p.category as PromoCategory))]
    },

    /** Title and summary of a promotion for its art, or null. */
    artOf(id: number, language: string): { title: string; summary: string; theme: number } | null {
      const p = db.select().from(promotions).where(and(eq(promotions.brandCode, brandCode), eq(promotions.id, id))).get()
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
      const p = byId(promotionId)
      if (!p) throw new PromotionError('PROMOTION_NOT_FOUND', 'promo.errors.notFound', 404)
      if (p.kind !== 'DEPOSIT_BONUS') throw new PromotionError('NOT_JOINABLE', 'promo.errors.notJoinable', 400)
      if (!open(p, ctx.now())) throw new PromotionError('PROMOTION_CLOSED', 'promo.errors.closed', 409)
      requireVip(p, memberId)
      db.insert(promotionEntries).values({ brandCode, promotionId: p.id, memberId, status: 'JOINED', createdAt: ctx.now() }).onConflictDoNothing().run()
      announce(memberId)
      return view(p, language, m.id, m.createdAt)
    },

    /**
     * Applies to an APPLY promotion with a comment (1–140 characters) and up to 3 png/jpg images of
     * ≤ 5 MB each, checked by their bytes (spec §5). One application per member and promotion.
     * @throws PromotionError COMMENT_REQUIRED | COMMENT_TOO_LONG | TOO_MANY_IMAGES | IMAGE_TYPE | IMAGE_SIZE |
     *   NOT_APPLICABLE (400), PROMOTION_NOT_FOUND (404), PROMOTION_CLOSED | ALREADY_APPLIED (409), NEED_TRUE_ACCOUNT | VIP_ONLY (403)
     */
    apply(memberId: number, promotionId: number, input: { comment: string; images: ImageUpload[] }, language = 'en'): PromotionView {
      const m = member(memberId)
      const p = byId(promotionId)
      if (!p) throw new PromotionError('PROMOTION_NOT_FOUND', 'promo.errors.notFound', 404)
      if (p.kind !== 'APPLY') throw new PromotionError('NOT_APPLICABLE', 'promo.errors.notApplicable', 400)
      if (!open(p, ctx.now())) throw new PromotionError('PROMOTION_CLOSED', 'promo.errors.closed', 409)
      requireVip(p, memberId)
      const comment = input.comment.trim()
      if (!comment) throw new PromotionError('COMMENT_REQUIRED', 'promo.errors.commentRequired', 400)
      if ([...comment].length > APPLY_COMMENT_MAX) throw new PromotionError('COMMENT_TOO_LONG', 'promo.errors.commentTooLong', 400, { max: APPLY_COMMENT_MAX })
      const images = checkImages(input.images)
      db.transaction((tx) => {
        const entry = tx.insert(promotionEntries).values({ brandCode, promotionId: p.id, memberId, status: 'APPLYING', comment, createdAt: ctx.now() })
          .onConflictDoNothing().returning().get()
        if (!entry) throw new PromotionError('ALREADY_APPLIED', 'promo.errors.alreadyApplied', 409)
        images.forEach((img, i) => tx.insert(promotionImages).values({
          entryId: entry.id, seq: i + 1, type: img.type, size: img.bytes.length, data: Buffer.from(img.bytes).toString('base64'),
        }).run())
      }, { behavior: 'immediate' })
      announce(memberId)
      return view(p, language, m.id, m.createdAt)
    },

    /** Applications of the brand, oldest first; only those under review unless `all` (operator). */
    applications(opts: { all?: boolean } = {}): ApplicationView[] {
      const rows = db.select({ e: promotionEntries, account: members.account, code: promotions.code }).from(promotionEntries)
        .innerJoin(members, eq(members.id, promotionEntries.memberId)).innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
        .where(and(eq(promotionEntries.brandCode, brandCode), opts.all ? inArray(promotionEntries.status, ['APPLYING', 'REJECTED', 'ISSUED']) : eq(promotionEntries.status, 'APPLYING')))
        .orderBy(asc(promotionEntries.id)).all()
      const images = rows.length ? db.select({ entryId: promotionImages.entryId, seq: promotionImages.seq, type: promotionImages.type, size: promotionImages.size })
        .from(promotionImages).where(inArray(promotionImages.entryId, rows.map((r) => r.e.id))).orderBy(asc(promotionImages.seq)).all() : []
      return rows.map(({ e, account, code }) => ({
        id: e.id, promotionId: e.promotionId, promotionCode: code, memberId: e.memberId, account, comment: e.comment,
        images: images.filter((i) => i.entryId === e.id).map(({ seq, type, size }) => ({ seq, type, size })), status: e.status, note: e.note, createdAt: e.createdAt,
      }))
    },

    /** One image of an application (operator), or null. */
    applicationImage(entryId: number, seq: number): { bytes: Uint8Array; type: string } | null {
      const img = db.select().from(promotionImages).where(and(eq(promotionImages.entryId, entryId), eq(promotionImages.seq, seq))).get()
      return img ? { bytes: new Uint8Array(Buffer.from(img.data, 'base64')), type: img.type } : null
    },

    /**
     * The operator's decision on an application under review. Approve pays `amount` (minor units,
     * > 0, at most the promotion's `maxAmount` when set) at once (HOUSE → MEMBER, kind BONUS) and
     * records it as a claimed reward; reject needs a reason and moves nothing. Runs now, in its own
     * transaction.
     * @throws PromotionError ENTRY_NOT_FOUND (404), NOT_PENDING (409), BAD_AMOUNT | REASON_REQUIRED (400)
     */
    decide(entryId: number, decision: 'approve' | 'reject', opts: { amount?: number; note?: string | null }): ApplicationView {
      const memberId = money.runNow(() => {
        const e = db.select().from(promotionEntries).where(and(eq(promotionEntries.brandCode, brandCode), eq(promotionEntries.id, entryId))).get()
        if (!e) throw new PromotionError('ENTRY_NOT_FOUND', 'promo.errors.entryNotFound', 404)
        if (e.status !== 'APPLYING') throw new PromotionError('NOT_PENDING', 'promo.errors.notPending', 409)
        const p = db.select().from(promotions).where(eq(promotions.id, e.promotionId)).get()!
        const note = opts.note?.trim() || null
        if (decision === 'reject') {
          if (!note) throw new PromotionError('REASON_REQUIRED', 'promo.errors.reasonRequired', 400)
          db.update(promotionEntries).set({ status: 'REJECTED', note, decidedAt: ctx.now() }).where(eq(promotionEntries.id, e.id)).run()
          return e.memberId
        }
        const amount = opts.amount ?? num(p.config, 'amount')
        const max = num(p.config, 'maxAmount')
        if (!Number.isSafeInteger(amount) || amount <= 0 || (max > 0 && amount > max)) {
          throw new PromotionError('BAD_AMOUNT', 'promo.errors.badAmount', 400, { max: formatMoney(max, '') })
        }
        const reward = db.insert(rewards).values({
          brandCode, memberId: e.memberId, promotionId: p.id, source: 'APPLY', sourceKey: `apply:${e.id}`, amount, turnoverRequired: 0,
          detail: { entryId: e.id }, status: 'PENDING', createdAt: ctx.now(),
        }).returning().get()
        pay(reward)
        const movementId = db.select({ id: rewards.movementId }).from(rewards).where(eq(rewards.id, reward.id)).get()!.id
        db.update(promotionEntries).set({ status: 'ISSUED', amount, note, movementId, decidedAt: ctx.now() }).where(eq(promotionEntries.id, e.id)).run()
        return e.memberId
      })
      announce(memberId)
      return this.applications({ all: true }).find((a) => a.id === entryId)!
    },

    /**
     * Draws the member's raffle of today's business day (spec §7 MCS2_claimRafflePromotion): one of
     * the promotion's prizes, chosen uniformly by a CSPRNG, paid at once (HOUSE → MEMBER, BONUS).
     * One draw per member and business day (a second, even concurrent, is refused).
     * @throws PromotionError NOT_A_RAFFLE (400), PROMOTION_NOT_FOUND (404), PROMOTION_CLOSED | RAFFLE_USED (409),
     *   RAFFLE_NOT_ELIGIBLE (403: no deposit yet), NEED_TRUE_ACCOUNT | VIP_ONLY (403)
     */
    async claimRaffle(memberId: number, promotionId: number): Promise<{ rewardId: number; prize: number; balance: number }> {
      member(memberId)
      const p = byId(promotionId)
      if (!p) throw new PromotionError('PROMOTION_NOT_FOUND', 'promo.errors.notFound', 404)
      if (p.kind !== 'RAFFLE') throw new PromotionError('NOT_A_RAFFLE', 'promo.errors.notRaffle', 400)
      if (!open(p, ctx.now())) throw new PromotionError('PROMOTION_CLOSED', 'promo.errors.closed', 409)
      requireVip(p, memberId)
      if (!hasDeposit(memberId)) throw new PromotionError('RAFFLE_NOT_ELIGIBLE', 'promo.errors.raffleNotEligible', 403)
      const prizes = (p.config.prizes as number[] | undefined) ?? []
      const prize = prizes[randomInt(prizes.length)]!
      const won = await money.run(() => {
        const now = ctx.now()
        const reward = db.insert(rewards).values({
          brandCode, memberId, promotionId: p.id, source: 'RAFFLE', sourceKey: raffleKey(p, memberId, now), amount: prize, turnoverRequired: 0,
          detail: { day: businessDay(now) }, status: 'PENDING', createdAt: now,
        }).onConflictDoNothing().returning().get()
        if (!reward) throw new PromotionError('RAFFLE_USED', 'promo.errors.raffleUsed', 409)
        const { balance } = pay(reward)
        return { rewardId: reward.id, prize, balance }
      })
      announce(memberId)
      return won
    },

    /** The member's rewards waiting to be claimed, newest first (reward center; writes earned ones first). */
    pending(memberId: number, language: string): RewardView[] {
      sync(memberId)
      const titles = titleMap()
      return db.select().from(rewards).where(and(eq(rewards.brandCode, brandCode), eq(rewards.memberId, memberId), eq(rewards.status, 'PENDING')))
        .orderBy(desc(rewards.id)).all().map((r) => rewardView(r, titles, language))
    },

    /** How many rewards wait to be claimed (the rewardCenter badge). */
    pendingCount(memberId: number): number {
      sync(memberId)
      return db.select({ n: count() }).from(rewards).where(and(eq(rewards.brandCode, brandCode), eq(rewards.memberId, memberId), eq(rewards.status, 'PENDING'))).get()!.n
    },

    /**
     * The member's rewards, newest first, optionally of one status and source, paged
     * (`{ list, pageNum, totalPages, totalCount }`). `bonusOnly` keeps those with a turnover (bonus details).
     */
    history(memberId: number, language: string, q: { status?: RewardStatus; source?: RewardSource; page: number; pageSize: number; bonusOnly?: boolean }) {
      sync(memberId)
      const where = and(eq(rewards.brandCode, brandCode), eq(rewards.memberId, memberId), q.status ? eq(rewards.status, q.status) : undefined,
        q.source ? eq(rewards.source, q.source) : undefined, q.bonusOnly ? eq(rewards.status, 'CLAIMED') : undefined)
      const total = db.select({ n: count() }).from(rewards).where(where).get()!.n
      const titles = titleMap()
      const list = db.select().from(rewards).where(where).orderBy(desc(rewards.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize).all()
        .map((r) => rewardView(r, titles, language))
      return { list, pageNum: q.page, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), totalCount: total }
    },

    /**
     * Claims a pending reward: pays it through the ledger (HOUSE → MEMBER) in the money writer, once.
     * A second claim of the same reward, even concurrent, is refused with ALREADY_CLAIMED.
     * @throws PromotionError REWARD_NOT_FOUND (404, also another member's), ALREADY_CLAIMED (409), NEED_TRUE_ACCOUNT (403)
     */
    async claim(memberId: number, rewardId: number, language = 'en'): Promise<RewardView & { balance: number }> {
      member(memberId)
      const answer = await money.run(() => {
        const r = db.select().from(rewards).where(and(eq(rewards.brandCode, brandCode), eq(rewards.id, rewardId))).get()
        if (!r || r.memberId !== memberId) throw new PromotionError('REWARD_NOT_FOUND', 'promo.errors.rewardNotFound', 404)
        if (r.status !== 'PENDING') throw new PromotionError('ALREADY_CLAIMED', 'promo.errors.alreadyClaimed', 409)
        return pay(r)
      })
      announce(memberId)
      const r = db.select().from(rewards).where(eq(rewards.id, rewardId)).get()!
      return { ...rewardView(r, titleMap(), language), balance: answer.balance }
    },

    /**
     * Turnover still owed before a withdrawal (minor units): the largest unmet remainder among the
     * member's claimed bonuses (each counts the valid bets placed since its own claim).
     */
    turnoverOwed(memberId: number): number {
      const open = db.select().from(rewards).where(and(eq(rewards.memberId, memberId), eq(rewards.status, 'CLAIMED'), gt(rewards.turnoverRequired, 0))).all()
      return open.reduce((owed, r) => Math.max(owed, r.turnoverRequired - turnoverOf(r)), 0)
    },
  }
}

export type PromotionModule = ReturnType<typeof promotionModule>
