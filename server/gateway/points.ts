/**
 * Points mall and missions relays under /wps/relay (issue 7, spec §7; decision 0019):
 * - GET  MCS2_getPointConfig, MCS2_getPointBalance, MCS2_getPointReward, MCS2_getRedeemPointList,
 *   MCS2_getPointDetails (T). The spec writes the last three without the prefix: those bare
 *   names answer too.
 * - POST passwordCheck/MCS2_redeemPointReward and passwordCheck/MCS2_convertPoint (T, E,
 *   Idempotency-Key): the payment password travels in the encrypted body.
 * - GET  MCS2_getMissionSummary, MCS2_getLeaderboard; POST MCS2_claimMission (T).
 * Thin routes: session → zod → `platform.points` / `platform.missions` → envelope. Money and
 * valid-bet amounts in major units (decision 0001), points as integers, times UTC ms, texts in the
 * request's language. Errors: `PointsErrorCode`, `MissionsErrorCode`, the wallet's PIN errors.
 * @see product-spec §2 points mall, missionLeaderboard; §3 points records; §4 redeem status
 */
import { Hono, type Context } from 'hono'
import type { AppEnv, SessionEnv } from './env'
import { ok } from './envelope'
import { requireSession } from './session'
import { localized } from '../platform/localized'
import { idempotencyKey, requireIdempotencyKey } from './wallet-kit'
import { MONEY, toApi } from './to-api'
import { jwe, validate, VALIDATION_STYLES } from './validate'
import type { RewardView } from '../platform/points/points'
import { ConvertBodySchema, LeaderboardQuerySchema, MissionClaimBodySchema, PointDetailsQuerySchema, RedeemBodySchema, RedeemListQuerySchema } from '../../shared/schemas/points'

type C = Context<SessionEnv>
const memberId = (c: C) => c.var.session.memberId

/** A reward in the request's language, with its image and amounts in major units. */
export function rewardOut(r: RewardView, language: string) {
  return {
    ...toApi(r, MONEY.reward),
    name: localized(r.name, language),
    description: localized(r.description, language),
    imageUrl: `/img/reward/${r.id}.svg`,
  }
}

const withName = <T extends { name: Record<string, string> | null }>(x: T, language: string) => ({ ...x, name: x.name ? localized(x.name, language) : null })

const config = (c: C) => ok(c, toApi(c.get('platform').points.config(), MONEY.pointConfig))
const rewards = (c: C) =>
  ok(c, {
    list: c
      .get('platform')
      .points.rewards()
      .map((r) => rewardOut(r, c.get('language'))),
  })

const redeemList = validate('query', RedeemListQuerySchema, VALIDATION_STYLES.wallet)
const redeemListOf = (c: C) => {
  const q = RedeemListQuerySchema.parse(c.req.query())
  const p = c.get('platform').points.redemptions(memberId(c), { status: q.status, page: q.pageNo, pageSize: q.pageSize })
  return ok(c, { ...p, list: p.list.map((r) => ({ ...withName(toApi(r, MONEY.reward), c.get('language')), imageUrl: `/img/reward/${r.rewardId}.svg` })) })
}

export const pointRelays = new Hono<AppEnv>()
  .get('/MCS2_getPointConfig', requireSession, config)
  .get('/getPointConfig', requireSession, config)
  .get('/MCS2_getPointBalance', requireSession, (c) => ok(c, toApi(c.get('platform').points.balance(memberId(c)), MONEY.pointBalance)))
  .get('/MCS2_getPointReward', requireSession, rewards)
  .get('/getPointReward', requireSession, rewards)
  .get('/MCS2_getRedeemPointList', requireSession, redeemList, redeemListOf)
  .get('/getRedeemPointList', requireSession, redeemList, redeemListOf)
  .get('/MCS2_getPointDetails', requireSession, validate('query', PointDetailsQuerySchema, VALIDATION_STYLES.wallet), (c) => {
    const q = c.req.valid('query')
    const p = c.get('platform').points.details(memberId(c), { kind: q.kind, page: q.pageNo, pageSize: q.pageSize })
    return ok(c, { ...p, list: p.list.map((e) => withName(e, c.get('language'))) })
  })
  .post('/passwordCheck/MCS2_redeemPointReward', requireSession, requireIdempotencyKey, jwe(RedeemBodySchema, VALIDATION_STYLES.wallet), async (c) => {
    const r = await c.get('platform').points.redeem(memberId(c), { ...c.req.valid('json'), key: idempotencyKey(c) })
    return ok(c, withName(toApi(r, MONEY.reward), c.get('language')))
  })
  .post('/passwordCheck/MCS2_convertPoint', requireSession, requireIdempotencyKey, jwe(ConvertBodySchema, VALIDATION_STYLES.wallet), async (c) =>
    ok(c, toApi(await c.get('platform').points.convert(memberId(c), { ...c.req.valid('json'), key: idempotencyKey(c) }), MONEY.credit)),
  )
  .get('/MCS2_getMissionSummary', requireSession, (c) => {
    const s = c.get('platform').missions.summary(memberId(c))
    const money = (m: (typeof s.missions)[number]) => toApi(m, m.kind === 'VALID_BET' ? MONEY.validBetMission : MONEY.mission)
    return ok(c, { ...s, missions: s.missions.map(money) })
  })
  .post('/MCS2_claimMission', requireSession, validate('json', MissionClaimBodySchema, VALIDATION_STYLES.wallet), async (c) =>
    ok(c, toApi(await c.get('platform').missions.claim(memberId(c), c.req.valid('json').missionId), MONEY.credit)),
  )
  .get('/MCS2_getLeaderboard', requireSession, validate('query', LeaderboardQuerySchema, VALIDATION_STYLES.wallet), (c) => {
    const b = c.get('platform').missions.leaderboard(c.req.valid('query').period, memberId(c))
    return ok(c, { ...b, list: b.list.map((r) => toApi(r, MONEY.validBet)), mine: b.mine ? toApi(b.mine, MONEY.validBet) : null })
  })
