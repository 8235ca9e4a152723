/**
 * The embedded lottery vendor's server, mounted at /vendors/lottery: the API of shared/lottery/api.ts,
 * called by the lottery pages' island with the launch token the page was given. Thin: validate with
 * the shared zod schemas, call the vendor (service.ts), answer in the DESIGN §2 envelope with amounts
 * in major units (decision 0001). Refusals are LotteryErrors with translated messages (language from
 * `?language=` or the lobby's cookie).
 * @see DESIGN §5; issue 5 "Lottery"
 */
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../gateway/env'
import { fail, issueMessage, ok } from '../../gateway/envelope'
import type { VendorDeps } from '../index'
import type { Platform } from '../../platform'
import { createLotteryVendor, type LotteryVendor } from './service'
import { drawView, gameView, ticketView } from './views'
import { toMajor } from '../../../shared/schemas/wallet'
import { BetBodySchema, SessionBodySchema, TicketsBodySchema, type LotterySessionView } from '../../../shared/lottery/api'
import { readJson } from '../../gateway/body'

/** Parses the JSON body; a failure answers 400 VALIDATION with the first issue's translated text. */
async function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<{ data: z.output<S> } | { res: Response }> {
  const parsed = schema.safeParse(await readJson(c))
  if (parsed.success) return { data: parsed.data }
  const first = parsed.error.issues[0]
  const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: issueMessage(i) }))
  const key = first && /^(lottery|wallet)\./.test(first.message) ? first.message : 'lottery.errors.badRequest'
  const line = first?.path[0] === 'lines' && typeof first.path[1] === 'number' ? { line: first.path[1] + 1 } : {}
  return { res: fail(c, 400, 'VALIDATION', key, { fields, ...line }) }
}

/** The vendor of the platform serving this request (one per platform instance). */
export function lotteryVendorOf(deps: VendorDeps) {
  const vendors = new WeakMap<Platform, LotteryVendor>()
  return (platform: Platform): LotteryVendor => {
    let v = vendors.get(platform)
    if (!v) vendors.set(platform, (v = createLotteryVendor(platform, deps)))
    return v
  }
}

export function lotteryVendor(deps: VendorDeps) {
  const vendorOf = lotteryVendorOf(deps)
  return new Hono<AppEnv>()
    .post('/session', async (c) => {
      const p = await parse(c, SessionBodySchema)
      if ('res' in p) return p.res
      const s = await vendorOf(c.get('platform')).session(p.data.token, p.data.gameCode)
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
    .post('/bet', async (c) => {
      const p = await parse(c, BetBodySchema)
      if ('res' in p) return p.res
      const { token, gameCode, numero, lines } = p.data
      const r = await vendorOf(c.get('platform')).bet(token, gameCode, numero, lines)
      return ok(c, { ticket: ticketView(r.ticket), balance: toMajor(r.balance) })
    })
    .post('/tickets', async (c) => {
      const p = await parse(c, TicketsBodySchema)
      if ('res' in p) return p.res
      const list = await vendorOf(c.get('platform')).tickets(p.data.token, p.data.gameCode)
      return ok(c, { tickets: list.map(ticketView) })
    })
}
