/**
 * Agent contract relays under /wps/relay (spec §7 "Contracts (T) POST/GET"; §3 consolidated
 * contract info; §4 contracts). One relay per contract type:
 *   MCS2_processDividendReq (DIVIDEND), MCS2_processDailySalContract (DAILY_SALARY),
 *   MCS2_processContractHourSalary (HOURLY_SALARY), MCSFE_processRealTimeSalaryContract (REALTIME_SALARY)
 * - GET: what of this type awaits the member (`pending`: offers to accept or refuse, termination
 *   requests to agree to or decline), its contract in force (`current`) and its own rate (`ceiling`).
 * - POST `{ action }`: `offer` (`downlineId` or `account`, `tiers`, `period` for dividends),
 *   `accept` | `refuse` | `terminate` (`id`), `list` (`mine`: with its upline, `team`: with its downlines).
 * Two reads beside them (names of ours, the spec leaves them open):
 *   GET MCS2_consolidatedContract — the consolidated contract info the lobby loads at login for
 *     non-trial members when AGENTPOLICY3 is on: `divtypereq`, `dailysalreqtype`,
 *     `contracthoursalreq`, `realtimesalreqtype` each 'NEW' | 'TERMINATE' | '', plus `pending`
 *     (every type) and `enabled` (false when AGENTPOLICY3 is off: all empty).
 *   GET MCS2_contractPayments?type=&role=received|paid&status=&account=&from=&to=&pageNo=&pageSize=
 *     — payment records with totals.
 * Thresholds and amounts are major units, rates percent (2 decimals); times UTC ms. Errors: the
 * envelope with `contracts.errors.*` texts; `RATE_ABOVE_CEILING` carries `rate` and `ceiling`
 * (percent). Trial accounts get 403 NEED_TRUE_ACCOUNT on POST.
 * @see server/platform/agent/contracts.ts, docs/decisions/0013-agent-contracts.md
 */
import { Hono, type MiddlewareHandler } from 'hono'
import type { AppEnv, SessionEnv } from './env'
import { fail, ok } from './envelope'
import { validate, VALIDATION_STYLES } from './validate'
import { requireSession } from './session'
import { MONEY, toApi } from './to-api'
import { isTrial } from '../../shared/member'
import { CONTRACT_RELAYS, ContractActionSchema, PaymentsQuerySchema, bpToPercent, contractToApi, pendingToApi, type ContractTypeName } from '../../shared/schemas/contracts'

const requireTrueAccount: MiddlewareHandler<SessionEnv> = async (c, next) => {
  const m = c.get('platform').members.byId(c.var.session.memberId)
  if (!m || isTrial(m.type)) return fail(c, 403, 'NEED_TRUE_ACCOUNT', 'errors.needTrueAccount')
  await next()
}

function relay(type: ContractTypeName) {
  return new Hono<AppEnv>()
    .get('/', requireSession, (c) => {
      const { contracts } = c.get('platform')
      const memberId = c.var.session.memberId
      const current = contracts.current(memberId, type)
      return ok(c, {
        pending: contracts
          .pending(memberId)
          .filter((p) => p.contract.type === type)
          .map(pendingToApi),
        current: current ? contractToApi(current) : null,
        ceiling: bpToPercent(contracts.ownRate(memberId, type)),
      })
    })
    .post('/', requireSession, requireTrueAccount, validate('json', ContractActionSchema, VALIDATION_STYLES.contracts), async (c) => {
      const { contracts } = c.get('platform')
      const memberId = c.var.session.memberId
      const body = c.req.valid('json')
      switch (body.action) {
        case 'offer': {
          const tiers = body.tiers.map((t) => ({ activeMembers: t.activeMembers, validBet: t.validBet, loss: t.loss, rate: t.rate }))
          return ok(c, contractToApi(await contracts.offer(memberId, { type, downlineId: body.downlineId, account: body.account, period: body.period, tiers })))
        }
        case 'accept':
          return ok(c, contractToApi(await contracts.accept(memberId, body.id)))
        case 'refuse':
          return ok(c, contractToApi(await contracts.refuse(memberId, body.id)))
        case 'terminate':
          return ok(c, contractToApi(await contracts.terminate(memberId, body.id)))
        case 'list': {
          const { mine, team } = contracts.list(memberId, type)
          return ok(c, { mine: mine.map(contractToApi), team: team.map(contractToApi) })
        }
      }
    })
}

const app = new Hono<AppEnv>()
  .get('/MCS2_consolidatedContract', requireSession, (c) => {
    const { platform } = c.var
    const memberId = c.var.session.memberId
    const m = platform.members.byId(memberId)
    const enabled = platform.brand.enabledModules().has('AGENTPOLICY3') && !!m && !isTrial(m.type)
    const empty = { divtypereq: '', dailysalreqtype: '', contracthoursalreq: '', realtimesalreqtype: '' }
    if (!enabled) return ok(c, { ...empty, pending: [], enabled })
    return ok(c, { ...platform.contracts.consolidated(memberId), pending: platform.contracts.pending(memberId).map(pendingToApi), enabled })
  })
  .get('/MCS2_contractPayments', requireSession, validate('query', PaymentsQuerySchema, VALIDATION_STYLES.contracts), (c) => {
    const page = c.get('platform').contracts.payments(c.var.session.memberId, c.req.valid('query'))
    return ok(c, {
      ...page,
      totals: toApi(page.totals, MONEY.contractPaymentTotals),
      list: page.list.map((p) =>
        toApi(
          {
            id: p.id,
            contractId: p.contractId,
            type: p.contractType,
            agent: p.agentAccount,
            payer: p.payerAccount,
            periodKey: p.periodKey,
            periodStart: p.periodStart,
            periodEnd: p.periodEnd,
            activeMembers: p.figures.activeMembers,
            validBet: p.figures.validBet,
            profitLoss: p.figures.profitLoss,
            rate: bpToPercent(p.rate),
            amount: p.amount,
            status: p.status,
            movementId: p.movementId,
            createdAt: p.createdAt,
            paidAt: p.paidAt,
          },
          MONEY.contractPayment,
        ),
      ),
    })
  })
  // One `.route` each, chained (not a loop over CONTRACT_TYPES), so hc's types see the four relays (decision 0034).
  .route(`/${CONTRACT_RELAYS.DIVIDEND}`, relay('DIVIDEND'))
  .route(`/${CONTRACT_RELAYS.DAILY_SALARY}`, relay('DAILY_SALARY'))
  .route(`/${CONTRACT_RELAYS.HOURLY_SALARY}`, relay('HOURLY_SALARY'))
  .route(`/${CONTRACT_RELAYS.REALTIME_SALARY}`, relay('REALTIME_SALARY'))

/** Mounted at /wps/relay by server/gateway/index.ts. */
export const contractRelays = app
