/**
 * Agent center calls that are not contracts (issue 6), for API clients and the register center:
 * - POST /wps/agent/downlines: register a downline (register center; a member, or a sub-agent
 *   when the agent's type allows). Body `RegisterDownlineBodySchema`.
 * - GET /wps/agent/team: the whole tree (account, nickname, type, level, upline id).
 * - GET /wps/agent/downlines?search&scope=direct|all&pageNo&pageSize, GET /wps/agent/downlines/:account
 * - GET /wps/agent/invite: the agent's affiliate code and invite link (/register?referralCode=…,
 *   which GET /wps/agent/affiliate checks).
 * - GET /wps/agent/reports/{overview,betting,user-loss,income,account-details}?from&to&member&…:
 *   the agent center's reports as JSON; `from`/`to` are business days `YYYY-MM-DD` (UTC+8,
 *   default today, at most 92 days), `member` narrows to one downline's account.
 * Every route needs an agent session: none → 401, a non-agent → 403 NOT_AGENT
 * ('Non-agents cannot log in'). Amounts are major units (decision 0001); times UTC ms; lists
 * answer `{ list, pageNum, totalPages, totalCount }` like the wallet's.
 * @see product-spec §2 agent center, §6 agent role, §8; server/gateway/wallet.ts contract notes
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { AppEnv, SessionEnv } from './env'
import { fail, ok } from './envelope'
import { validate, VALIDATION_STYLES } from './validate'
import { requireSession } from './session'
import { MONEY, toApi } from './to-api'
import { isAgent } from '../../shared/member'
import { dayRangeOf } from '../platform/agent/agent'
import {
  AccountDetailsQuerySchema,
  BettingQuerySchema,
  DownlinesQuerySchema,
  IncomeQuerySchema,
  OverviewQuerySchema,
  RegisterDownlineBodySchema,
  UserLossQuerySchema,
} from '../../shared/schemas/agent'

/** 401 without a session; 403 NOT_AGENT ('Non-agents cannot log in', spec §6, §8) for anyone but an agent. */
const requireAgent: MiddlewareHandler<SessionEnv> = async (c, next) => {
  const m = c.get('platform').members.byId(c.var.session.memberId)
  if (!m || !isAgent(m.type)) return fail(c, 403, 'NOT_AGENT', 'errors.notAgent')
  await next()
}

/** The downline a `member` query names (404 NOT_IN_TEAM when it is not in the team). */
function scopeOf(c: Context<SessionEnv>, member: string | undefined) {
  const agentId = c.var.session.memberId
  return member ? { agentId, memberId: c.get('platform').agent.findDownline(agentId, member).id } : { agentId }
}

const rangeOf = <E extends AppEnv>(c: Context<E>, q: { from?: string; to?: string }) => dayRangeOf(c.get('platform').now(), q.from, q.to)

export const agentRoutes = new Hono<AppEnv>()
  .use('/agent/downlines', requireSession, requireAgent)
  .use('/agent/downlines/*', requireSession, requireAgent)
  .use('/agent/team', requireSession, requireAgent)
  .use('/agent/invite', requireSession, requireAgent)
  .use('/agent/reports/*', requireSession, requireAgent)

  .post('/agent/downlines', validate('json', RegisterDownlineBodySchema, VALIDATION_STYLES.agent), async (c) => {
    const { member, oneTimePassword } = await c.get('platform').agent.registerDownline(c.var.session.memberId, c.req.valid('json'))
    // The one-time password is answered this once (decision 0030): no cache may keep it.
    c.header('Cache-Control', 'no-store')
    return ok(c, { member, ...(oneTimePassword === undefined ? {} : { oneTimePassword }), mustChangePassword: true })
  })
  .get('/agent/team', (c) => ok(c, { list: c.get('platform').agent.team(c.var.session.memberId) }))
  .get('/agent/downlines', validate('query', DownlinesQuerySchema, VALIDATION_STYLES.agent), (c) => {
    const q = c.req.valid('query')
    const p = c.get('platform').agent.downlines(c.var.session.memberId, { search: q.search, scope: q.scope, page: q.pageNo, pageSize: q.pageSize })
    return ok(c, { ...p, list: p.list.map((r) => toApi(r, MONEY.balance)) })
  })
  .get('/agent/downlines/:account', (c) => {
    const account = c.req.param('account')
    if (account.length > 40) return fail(c, 404, 'NOT_IN_TEAM', 'agent.errors.notInTeam')
    return ok(c, toApi(c.get('platform').agent.downline(c.var.session.memberId, account), MONEY.balance))
  })
  .get('/agent/invite', (c) => {
    const agent = c.get('platform').members.info(c.var.session.memberId)
    const link = `${new URL(c.req.url).origin}/register?referralCode=${encodeURIComponent(agent.affiliateCode ?? '')}`
    return ok(c, { affiliateCode: agent.affiliateCode, link })
  })

  .get('/agent/reports/overview', validate('query', OverviewQuerySchema, VALIDATION_STYLES.agent), (c) => {
    const q = c.req.valid('query')
    const r = c.get('platform').agent.reports.overview(scopeOf(c, q.member), rangeOf(c, q))
    return ok(c, { ...r, totals: toApi(r.totals, MONEY.agentFigures), days: r.days.map((d) => toApi(d, MONEY.agentFigures)) })
  })
  .get('/agent/reports/betting', validate('query', BettingQuerySchema, VALIDATION_STYLES.agent), (c) => {
    const q = c.req.valid('query')
    const r = c.get('platform').agent.reports.betting(scopeOf(c, q.member), rangeOf(c, q), { gameType: q.gameType, vendor: q.vendor, status: q.status, page: q.pageNo, pageSize: q.pageSize })
    return ok(c, { ...r, list: r.list.map((b) => toApi(b, MONEY.bet)), totals: toApi(r.totals, MONEY.bet) })
  })
  .get('/agent/reports/user-loss', validate('query', UserLossQuerySchema, VALIDATION_STYLES.agent), (c) => {
    const q = c.req.valid('query')
    const r = c.get('platform').agent.reports.userLoss(scopeOf(c, q.member), rangeOf(c, q), { sort: q.sort, page: q.pageNo, pageSize: q.pageSize })
    return ok(c, { ...r, list: r.list.map((b) => toApi(b, MONEY.bet)), totals: toApi(r.totals, MONEY.bet) })
  })
  .get('/agent/reports/income', validate('query', IncomeQuerySchema, VALIDATION_STYLES.agent), (c) => {
    const q = c.req.valid('query')
    const r = c.get('platform').agent.reports.income(c.var.session.memberId, rangeOf(c, q), { page: q.pageNo, pageSize: q.pageSize })
    return ok(c, {
      ...r,
      list: r.list.map((x) => toApi(x, MONEY.amount)),
      totals: { ...toApi(r.totals, MONEY.amount), byType: r.totals.byType.map((x) => toApi(x, MONEY.amount)) },
    })
  })
  .get('/agent/reports/account-details', validate('query', AccountDetailsQuerySchema, VALIDATION_STYLES.agent), (c) => {
    const q = c.req.valid('query')
    const r = c.get('platform').agent.reports.accountDetails(scopeOf(c, q.member), rangeOf(c, q), { kind: q.kind, page: q.pageNo, pageSize: q.pageSize })
    return ok(c, { ...r, list: r.list.map((x) => toApi(x, MONEY.accountLine)), totals: toApi(r.totals, MONEY.accountTotals) })
  })
