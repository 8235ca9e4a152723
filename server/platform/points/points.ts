/**
 * `platform.points`: the points mall (issue 7, module PTSYS3; decision 0019).
 *
 * - Earning: SQLite triggers on `bet_records` (migration `points_triggers`) turn settled valid bet
 *   into whole points in the very transaction that settles the bet, at the brand's rate
 *   (`point_settings.valid_bet_per_point`), keeping the remainder as `carry`. Nothing here earns.
 * - Redeem (`passwordCheck/MCS2_redeemPointReward`): payment password checked, then in one money
 *   unit the points are taken, the stock reserved and a PROCESSING request written. An operator
 *   approves (the reward is delivered) or rejects (points and stock go back, a REFUND entry).
 * - Convert (`passwordCheck/MCS2_convertPoint`): points × the brand's rate credited to the main
 *   wallet through the ledger (HOUSE → MEMBER, kind POINTS_CONVERT) in the unit that takes them.
 * Both carry the member's idempotency key: a repeat with the same content returns the first answer
 * and changes nothing; other content → IDEMPOTENCY_CONFLICT. Points are integers and never expire;
 * money in minor units; times UTC ms.
 * @see product-spec §2 points mall, §3 points records, §4 redeem status, §7 points calls, §9 points never expire
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { pointAccounts, pointEntries, pointRedemptions, pointRewards, pointSettings, type PointEntryKind, type PointRewardType, type RedeemStatus } from '../../../db/schema/points'
import { betRecords, games, members, type LocalizedText } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import { paymentPasswordModule } from '../wallet/payment-password'
import { activeMember, toPage, type Page, type PageQuery, type WalletDeps } from '../wallet/wallet-support'

export type PointsErrorCode =
  | 'MODULE_DISABLED'
  | 'REWARD_NOT_FOUND'
  | 'OUT_OF_STOCK'
  | 'AMOUNT_REQUIREMENT'
  | 'INSUFFICIENT_POINTS'
  | 'BELOW_MIN_POINTS'
  | 'PAYMENT_PASSWORD_NOT_SET'
  | 'IDEMPOTENCY_CONFLICT'
  | 'REDEMPTION_NOT_FOUND'
  | 'NOT_PROCESSING'
  | 'NOT_CONFIGURED'

/** Errors of the points calls; `messageKey` is a `points.errors.*` key (or a wallet one for the PIN). */
export class PointsError extends DomainError<PointsErrorCode> {}

/** The brand's points rates (getPointConfig). */
export interface PointConfig {
  /** Settled valid bet (minor units) that earns 1 point. */
  validBetPerPoint: number
  /** Minor units 1 point converts to. */
  convertMinorPerPoint: number
  /** The fewest points one conversion takes. */
  convertMinPoints: number
  /** Whether the brand offers the points mall (module PTSYS3). */
  enabled: boolean
}

/** A member's points (MCS2_getPointBalance). */
export interface PointBalance {
  points: number
  /** Lifetime settled valid bet (minor units), what amount requirements are checked against. */
  validBetTotal: number
  earnedTotal: number
  /** Valid bet (minor units) still needed for the next point. */
  nextPointIn: number
}

/** A reward of the mall (getPointReward), texts still in every language. */
export interface RewardView {
  id: number
  code: string
  type: PointRewardType
  name: LocalizedText
  description: LocalizedText
  /** Points requirement per unit. */
  points: number
  /** Amount requirement: lifetime valid bet (minor units). */
  amountRequirement: number
  /** Units left; null = unlimited. */
  stock: number | null
  art: string
}

/** A redeem request (getRedeemPointList), with the spec §3 record fields. */
export interface RedemptionView {
  id: number
  /** Transaction reference number, e.g. `RD00000012`. */
  referenceNo: string
  /** Apply time (UTC ms). */
  createdAt: number
  type: PointRewardType
  rewardId: number
  name: LocalizedText
  quantity: number
  /** Points spent in all. */
  points: number
  pointsRequirement: number
  amountRequirement: number
  status: RedeemStatus
  /** The operator's note (remark). */
  note: string | null
  decidedAt: number | null
}

/** One change of the points balance (points details), with the spec §3 record fields. */
export interface PointEntryView {
  id: number
  /** Transaction reference number, e.g. `PT00000031`. */
  referenceNo: string
  createdAt: number
  type: PointEntryKind
  /** Signed: + earned or returned, − spent. */
  changedPoints: number
  pointsBalance: number
  /** The game of an EARN (`vendor · game`), the reward of a REDEEM or REFUND (with the operator's note). */
  remark: string | null
  /** The reward's name for REDEEM and REFUND. */
  name: LocalizedText | null
}

export type RedeemAnswer = RedemptionView & { pointsBalance: number }
export type ConvertAnswer = { points: number; amount: number; pointsBalance: number; balance: number; [k: string]: unknown }

/** A redeem request in the operator's queue. */
export type RedemptionQueueItem = RedemptionView & { memberId: number; account: string }

const ref = (prefix: string, id: number) => `${prefix}${String(id).padStart(8, '0')}`
/** The vendor part of an EARN remark (`PG · demo` → `PG · `), put before the game's name. */
const betVendor = (remark: string | null) => (remark?.includes(' · ') ? `${remark.split(' · ')[0]} · ` : '')

export function pointsModule(deps: WalletDeps, opts: { modules: () => ReadonlySet<string> }) {
  const { ctx, ledger, money } = deps
  const { db, brandCode } = ctx
  const pin = paymentPasswordModule(deps)

  function settingsRow() {
    return db.select().from(pointSettings).where(eq(pointSettings.brandCode, brandCode)).get()
  }

  function account(memberId: number) {
    return db.select().from(pointAccounts).where(eq(pointAccounts.memberId, memberId)).get()
  }

  function rewardRow(id: number) {
    return db
      .select()
      .from(pointRewards)
      .where(and(eq(pointRewards.brandCode, brandCode), eq(pointRewards.id, id)))
      .get()
  }

  /** @throws PointsError MODULE_DISABLED (403) when the brand does not offer PTSYS3; NOT_CONFIGURED (404) without rates. */
  function assertEnabled() {
    if (!opts.modules().has('PTSYS3')) throw new PointsError('MODULE_DISABLED', 'points.errors.disabled', 403)
    const s = settingsRow()
    if (!s) throw new PointsError('NOT_CONFIGURED', 'errors.unknown', 404)
    return s
  }

  /** Takes `points` from the member's balance if there are enough; returns the balance after, or null. */
  function take(memberId: number, points: number): number | null {
    const row = db
      .update(pointAccounts)
      .set({ balance: sql`${pointAccounts.balance} - ${points}`, updatedAt: ctx.now() })
      .where(and(eq(pointAccounts.memberId, memberId), sql`${pointAccounts.balance} >= ${points}`))
      .returning({ balance: pointAccounts.balance })
      .get()
    return row ? row.balance : null
  }

  function entry(memberId: number, kind: PointEntryKind, points: number, balanceAfter: number, reference: string, requestKey: string | null, remark: string | null) {
    db.insert(pointEntries).values({ brandCode, memberId, kind, points, balanceAfter, reference, requestKey, remark, createdAt: ctx.now() }).run()
  }

  type RedemptionRow = typeof pointRedemptions.$inferSelect
  const redemptionView = (r: RedemptionRow, reward: { type: PointRewardType; name: LocalizedText }): RedemptionView => ({
    id: r.id,
    referenceNo: ref('RD', r.id),
    createdAt: r.createdAt,
    type: reward.type,
    rewardId: r.rewardId,
    name: reward.name,
    quantity: r.quantity,
    points: r.points,
    pointsRequirement: r.pointsRequirement,
    amountRequirement: r.amountRequirement,
    status: r.status,
    note: r.note,
    decidedAt: r.decidedAt,
  })

  function redemptionByKey(memberId: number, key: string) {
    return db
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.brandCode, brandCode), eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestKey, key)))
      .get()
  }

  /** The first answer to a repeated redeem key, or IDEMPOTENCY_CONFLICT when the content differs. */
  function replayRedeem(prior: RedemptionRow, rewardId: number, quantity: number): RedeemAnswer {
    if (prior.rewardId !== rewardId || prior.quantity !== quantity) throw new PointsError('IDEMPOTENCY_CONFLICT', 'wallet.errors.idempotencyConflict', 409)
    const reward = rewardRow(prior.rewardId)!
    const e = db
      .select({ balanceAfter: pointEntries.balanceAfter })
      .from(pointEntries)
      .where(and(eq(pointEntries.brandCode, brandCode), eq(pointEntries.memberId, prior.memberId), eq(pointEntries.requestKey, prior.requestKey)))
      .get()
    return { ...redemptionView(prior, reward), pointsBalance: e?.balanceAfter ?? 0 }
  }

  function entryByKey(memberId: number, key: string) {
    return db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.brandCode, brandCode), eq(pointEntries.memberId, memberId), eq(pointEntries.requestKey, key)))
      .get()
  }

  const convertLedgerKey = (memberId: number, key: string) => `m:${memberId}:points-convert:${key}`

  return {
    /** The brand's rates and whether the mall is on (getPointConfig). @throws PointsError NOT_CONFIGURED (404) */
    config(): PointConfig {
      const s = settingsRow()
      if (!s) throw new PointsError('NOT_CONFIGURED', 'errors.unknown', 404)
      return { validBetPerPoint: s.validBetPerPoint, convertMinorPerPoint: s.convertMinorPerPoint, convertMinPoints: s.convertMinPoints, enabled: opts.modules().has('PTSYS3') }
    },

    /** The member's points (MCS2_getPointBalance); zeros before the first settled bet. */
    balance(memberId: number): PointBalance {
      const a = account(memberId)
      const per = settingsRow()?.validBetPerPoint ?? 0
      return { points: a?.balance ?? 0, validBetTotal: a?.validBetTotal ?? 0, earnedTotal: a?.earnedTotal ?? 0, nextPointIn: Math.max(0, per - (a?.carry ?? 0)) }
    },

    /** The mall's enabled rewards in display order (getPointReward). */
    rewards(): RewardView[] {
      return db
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.brandCode, brandCode), eq(pointRewards.enabled, 1)))
        .orderBy(pointRewards.sort, pointRewards.id)
        .all()
        .map((r) => ({ id: r.id, code: r.code, type: r.type, name: r.name, description: r.description, points: r.points, amountRequirement: r.amountRequirement, stock: r.stock, art: r.art }))
    },

    /** One reward by id (also a disabled one: its art stays servable for the history), or null. */
    reward(id: number): RewardView | null {
      const r = rewardRow(id)
      return r ? { id: r.id, code: r.code, type: r.type, name: r.name, description: r.description, points: r.points, amountRequirement: r.amountRequirement, stock: r.stock, art: r.art } : null
    },

    /** The member's redeem history, newest first, optionally of one status (getRedeemPointList). */
    redemptions(memberId: number, q: PageQuery & { status?: RedeemStatus }): Page<RedemptionView> {
      const where = and(eq(pointRedemptions.brandCode, brandCode), eq(pointRedemptions.memberId, memberId), q.status ? eq(pointRedemptions.status, q.status) : undefined)
      const total = db.select({ n: count() }).from(pointRedemptions).where(where).get()!.n
      const rows = db
        .select({ r: pointRedemptions, type: pointRewards.type, name: pointRewards.name })
        .from(pointRedemptions)
        .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
        .where(where)
        .orderBy(desc(pointRedemptions.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
      return toPage(
        rows.map(({ r, type, name }) => redemptionView(r, { type, name })),
        total,
        q,
      )
    },

    /** Every change of the member's points, newest first, optionally of one kind (points details). */
    details(memberId: number, q: PageQuery & { kind?: PointEntryKind }): Page<PointEntryView> {
      const where = and(eq(pointEntries.brandCode, brandCode), eq(pointEntries.memberId, memberId), q.kind ? eq(pointEntries.kind, q.kind) : undefined)
      const total = db.select({ n: count() }).from(pointEntries).where(where).get()!.n
      const rows = db
        .select({ e: pointEntries, name: pointRewards.name, game: games.gameName })
        .from(pointEntries)
        .leftJoin(pointRedemptions, sql`${pointEntries.reference} = 'redeem:' || ${pointRedemptions.id}`)
        .leftJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
        .leftJoin(betRecords, sql`${pointEntries.reference} = 'bet:' || ${betRecords.id}`)
        .leftJoin(games, and(eq(games.vendorCode, betRecords.vendorCode), eq(games.gameCode, betRecords.gameCode), eq(games.gameType, betRecords.gameType)))
        .where(where)
        .orderBy(desc(pointEntries.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
      return toPage(
        rows.map(({ e, name, game }) => ({
          id: e.id,
          referenceNo: ref('PT', e.id),
          createdAt: e.createdAt,
          type: e.kind,
          changedPoints: e.points,
          pointsBalance: e.balanceAfter,
          remark: game ? `${betVendor(e.remark)}${game}` : e.remark,
          name: name ?? null,
        })),
        total,
        q,
      )
    },

    /**
     * Redeems `quantity` of a reward: payment password checked first (DESIGN §4: no hash inside a
     * money unit), then points taken, stock reserved and a PROCESSING request written in one unit.
     * @throws PointsError MODULE_DISABLED (403), REWARD_NOT_FOUND (404), OUT_OF_STOCK | INSUFFICIENT_POINTS |
     *   IDEMPOTENCY_CONFLICT (409), AMOUNT_REQUIREMENT | PAYMENT_PASSWORD_NOT_SET (400);
     *   WalletError PAYMENT_PASSWORD_WRONG (400), PAYMENT_PASSWORD_LOCKED (429), NEED_TRUE_ACCOUNT (403)
     * @see product-spec §7 passwordCheck/MCS2_redeemPointReward
     */
    async redeem(memberId: number, input: { rewardId: number; quantity: number; paymentPassword: string; key: string }): Promise<RedeemAnswer> {
      const m = activeMember(deps, memberId)
      assertEnabled()
      const prior = redemptionByKey(memberId, input.key)
      if (prior) return replayRedeem(prior, input.rewardId, input.quantity)
      const reward = rewardRow(input.rewardId)
      if (reward?.enabled !== 1) throw new PointsError('REWARD_NOT_FOUND', 'points.errors.rewardNotFound', 404)
      const cost = reward.points * input.quantity
      const check = () => {
        if (reward.stock !== null && reward.stock < input.quantity) throw new PointsError('OUT_OF_STOCK', 'points.errors.outOfStock', 409)
        const a = account(memberId)
        if ((a?.validBetTotal ?? 0) < reward.amountRequirement) throw new PointsError('AMOUNT_REQUIREMENT', 'points.errors.amountRequirement', 400)
        if ((a?.balance ?? 0) < cost) throw new PointsError('INSUFFICIENT_POINTS', 'points.errors.insufficientPoints', 409)
      }
      check()
      if (!m.paymentPasswordHash) throw new PointsError('PAYMENT_PASSWORD_NOT_SET', 'wallet.errors.paymentPasswordNotSet', 400)
      await pin.verify(memberId, m.paymentPasswordHash, input.paymentPassword)
      return money.run(() => {
        const again = redemptionByKey(memberId, input.key)
        if (again) return replayRedeem(again, input.rewardId, input.quantity)
        if (entryByKey(memberId, input.key)) throw new PointsError('IDEMPOTENCY_CONFLICT', 'wallet.errors.idempotencyConflict', 409)
        check()
        if (reward.stock !== null) {
          const left = db
            .update(pointRewards)
            .set({ stock: sql`${pointRewards.stock} - ${input.quantity}` })
            .where(and(eq(pointRewards.id, reward.id), sql`${pointRewards.stock} >= ${input.quantity}`))
            .returning({ id: pointRewards.id })
            .get()
          if (!left) throw new PointsError('OUT_OF_STOCK', 'points.errors.outOfStock', 409)
        }
        const after = take(memberId, cost)
        if (after === null) throw new PointsError('INSUFFICIENT_POINTS', 'points.errors.insufficientPoints', 409)
        const row = db
          .insert(pointRedemptions)
          .values({
            brandCode,
            memberId,
            rewardId: reward.id,
            quantity: input.quantity,
            points: cost,
            pointsRequirement: reward.points,
            amountRequirement: reward.amountRequirement,
            status: 'PROCESSING',
            requestKey: input.key,
            createdAt: ctx.now(),
          })
          .returning()
          .get()
        entry(memberId, 'REDEEM', -cost, after, `redeem:${row.id}`, input.key, null)
        return { ...redemptionView(row, reward), pointsBalance: after }
      })
    },

    /**
     * Converts points to money in the main wallet: points × the brand's rate, through the ledger
     * (HOUSE → MEMBER, POINTS_CONVERT) in the unit that takes the points.
     * @throws PointsError MODULE_DISABLED (403), BELOW_MIN_POINTS | PAYMENT_PASSWORD_NOT_SET (400),
     *   INSUFFICIENT_POINTS | IDEMPOTENCY_CONFLICT (409); WalletError PAYMENT_PASSWORD_WRONG (400),
     *   PAYMENT_PASSWORD_LOCKED (429), NEED_TRUE_ACCOUNT (403)
     * @see product-spec §7 passwordCheck/MCS2_convertPoint
     */
    async convert(memberId: number, input: { points: number; paymentPassword: string; key: string }): Promise<ConvertAnswer> {
      const m = activeMember(deps, memberId)
      const s = assertEnabled()
      const amount = input.points * s.convertMinorPerPoint
      const post = (pointsBalance: number) =>
        ledger.post({
          key: convertLedgerKey(memberId, input.key),
          kind: 'POINTS_CONVERT',
          memberId,
          amount,
          reference: `points:${memberId}`,
          content: { points: input.points },
          legs: [
            { account: { kind: 'HOUSE' }, amount: -amount },
            { account: { kind: 'MEMBER', memberId }, amount },
          ],
          result: ({ balances }): ConvertAnswer => ({ points: input.points, amount, pointsBalance, balance: balances[1]! }),
        })
      const replay = (): ConvertAnswer | null => {
        const prior = entryByKey(memberId, input.key)
        if (!prior) return null
        if (prior.kind !== 'CONVERT' || prior.points !== -input.points) throw new PointsError('IDEMPOTENCY_CONFLICT', 'wallet.errors.idempotencyConflict', 409)
        return post(prior.balanceAfter).result
      }
      if (entryByKey(memberId, input.key)) return money.run(() => replay()!)
      if (input.points < s.convertMinPoints) throw new PointsError('BELOW_MIN_POINTS', 'points.errors.belowMinPoints', 400, { min: s.convertMinPoints })
      if ((account(memberId)?.balance ?? 0) < input.points) throw new PointsError('INSUFFICIENT_POINTS', 'points.errors.insufficientPoints', 409)
      if (!m.paymentPasswordHash) throw new PointsError('PAYMENT_PASSWORD_NOT_SET', 'wallet.errors.paymentPasswordNotSet', 400)
      await pin.verify(memberId, m.paymentPasswordHash, input.paymentPassword)
      return money.run(() => {
        const again = replay()
        if (again) return again
        const after = take(memberId, input.points)
        if (after === null) throw new PointsError('INSUFFICIENT_POINTS', 'points.errors.insufficientPoints', 409)
        const posted = post(after)
        entry(memberId, 'CONVERT', -input.points, after, `convert:${posted.movementId}`, input.key, null)
        return posted.result
      })
    },

    /**
     * The operator's decision on a PROCESSING redeem request. Approve: the reward is delivered
     * (nothing else changes). Reject: the points come back (REFUND entry, the note as remark) and the
     * stock is restored. Runs in a transaction of its own, now.
     * @throws PointsError REDEMPTION_NOT_FOUND (404), NOT_PROCESSING (409)
     */
    decide(id: number, decision: 'approve' | 'reject', note?: string | null): RedemptionView {
      return money.runNow(() => {
        const r = db
          .select()
          .from(pointRedemptions)
          .where(and(eq(pointRedemptions.brandCode, brandCode), eq(pointRedemptions.id, id)))
          .get()
        if (!r) throw new PointsError('REDEMPTION_NOT_FOUND', 'points.errors.redemptionNotFound', 404)
        if (r.status !== 'PROCESSING') throw new PointsError('NOT_PROCESSING', 'points.errors.notProcessing', 409)
        const reward = rewardRow(r.rewardId)!
        const decided = db
          .update(pointRedemptions)
          .set({ status: decision === 'approve' ? 'APPROVED' : 'REJECTED', note: note ?? null, decidedAt: ctx.now() })
          .where(and(eq(pointRedemptions.id, r.id), eq(pointRedemptions.status, 'PROCESSING')))
          .returning()
          .get()!
        if (decision === 'reject') {
          const back = db
            .update(pointAccounts)
            .set({ balance: sql`${pointAccounts.balance} + ${r.points}`, updatedAt: ctx.now() })
            .where(eq(pointAccounts.memberId, r.memberId))
            .returning({ balance: pointAccounts.balance })
            .get()!
          entry(r.memberId, 'REFUND', r.points, back.balance, `redeem:${r.id}`, null, note ?? null)
          if (reward.stock !== null)
            db.update(pointRewards)
              .set({ stock: sql`${pointRewards.stock} + ${r.quantity}` })
              .where(eq(pointRewards.id, reward.id))
              .run()
        }
        return redemptionView(decided, reward)
      })
    },

    /** The operator's queue: PROCESSING requests, oldest first. */
    queue(): RedemptionQueueItem[] {
      return db
        .select({ r: pointRedemptions, type: pointRewards.type, name: pointRewards.name, account: members.account })
        .from(pointRedemptions)
        .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
        .innerJoin(members, eq(members.id, pointRedemptions.memberId))
        .where(and(eq(pointRedemptions.brandCode, brandCode), eq(pointRedemptions.status, 'PROCESSING')))
        .orderBy(pointRedemptions.id)
        .all()
        .map(({ r, type, name, account }) => ({ ...redemptionView(r, { type, name }), memberId: r.memberId, account }))
    },
  }
}

export type PointsModule = ReturnType<typeof pointsModule>
