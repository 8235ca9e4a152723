/**
 * The embedded lottery vendor's server, mounted at /vendors/lottery: the API of shared/lottery/api.ts,
 * called by the lottery pages' island with the launch token the page was given. Thin: the body is
 * validated with the shared zod schemas by the gateway's one pipeline (`jsonBody`, style
 * `VALIDATION_STYLES.lottery`, decision 0033), the vendor runs (service.ts), the answer is the
 * DESIGN §2 envelope (`ok`) with amounts in major units (decision 0001), so hono/client types every
 * answer. Refusals are LotteryErrors with translated messages (language from `?language=` or the
 * lobby's cookie).
 * @see DESIGN §5; issue 5 "Lottery"
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../gateway/env'
import { ok, VALIDATION_STYLES } from '../../gateway/envelope'
import { jsonBody, validate } from '../../gateway/validate'
import { LanguageQuerySchema } from '../language-query'
import type { VendorDeps } from '../index'
import type { Platform } from '../../platform'
import { createLotteryVendor, type LotteryVendor } from './service'
import { drawView, gameView, ticketView } from './views'
import { toMajor } from '../../../shared/schemas/wallet'
import { BetBodySchema, SessionBodySchema, TicketsBodySchema, type LotterySessionView } from '../../../shared/lottery/api'

/** The vendor of the platform serving this request (one per platform instance). */
export function lotteryVendorOf(deps: VendorDeps) {
  const vendors = new WeakMap<Platform, LotteryVendor>()
  return (platform: Platform): LotteryVendor => {
    let v = vendors.get(platform)
    if (!v) vendors.set(platform, (v = createLotteryVendor(platform, deps)))
    return v
  }
}

/**
 * The lottery vendor's routes: POST /session, /bet, /tickets (bodies and answers in shared/lottery/api.ts).
 * A body that does not fit is 400 VALIDATION (`VALIDATION_STYLES.lottery`); a refusal is the LotteryError's status and code.
 */
export function lotteryVendor(deps: VendorDeps) {
  const vendorOf = lotteryVendorOf(deps)
  const query = validate('query', LanguageQuerySchema)
  const style = VALIDATION_STYLES.lottery
  return new Hono<AppEnv>()
    .post('/session', query, jsonBody(SessionBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const s = await vendorOf(c.get('platform')).session(p.token, p.gameCode)
      const value: LotterySessionView = {
        balance: toMajor(s.balance),
        currency: s.currency,
        serverNow: s.now,
        game: gameView(s.game),
        current: drawView(s.current, s.now),
        last: s.last ? drawView(s.last, s.now) : null,
        tickets: s.tickets.map(ticketView),
      }
      return ok(c, value)
    })
    .post('/bet', query, jsonBody(BetBodySchema, style), async (c) => {
      const { token, gameCode, numero, lines } = c.req.valid('json')
      const r = await vendorOf(c.get('platform')).bet(token, gameCode, numero, lines)
      return ok(c, { ticket: ticketView(r.ticket), balance: toMajor(r.balance) })
    })
    .post('/tickets', query, jsonBody(TicketsBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const list = await vendorOf(c.get('platform')).tickets(p.token, p.gameCode)
      return ok(c, { tickets: list.map(ticketView) })
    })
}
