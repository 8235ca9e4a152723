/**
 * The live-event stream of a logged-in member (issue 8; spec §4 "a live-event listener runs only
 * when logged in"): `GET /wps/member/events`, one `text/event-stream` per browser tab,
 * authenticated by the session cookie (or bearer token). Visitors get 401 NOT_LOGGED_IN.
 *
 * Events (`event:` name, `data:` JSON; amounts in major units as every /wps answer, decision 0001):
 * - `balance` `{ balance, currencySymbol }` first on connect, then after every committed money
 *   movement of the member (server/platform/events.ts);
 * - `messages` `{ unread }` first on connect, then when the inbox changes;
 * - `promotions` `{ count }` when the member's available promotions change;
 * - `logout` `{ reason, until? }` when this tab's session is revoked (sign out elsewhere, password
 *   change, time-out, self-exclusion) or has expired; the stream then ends;
 * - `maintenance` `{ until }` when the brand goes into maintenance; the stream then ends.
 * A comment line (`: hb`) every HEARTBEAT_MS keeps proxies from closing an idle stream; every
 * CHECK_MS the session, the brand's status, the balance and the unread count are read again, so a
 * change made by another process (the operator approving a deposit or sending a message, a second
 * server) reaches the tab within CHECK_MS: a balance or count that differs from the last one sent
 * is sent.
 */
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from './env'
import { requireSession } from './session'
import type { LiveEvent } from '../platform/events'
import { MONEY, toApi } from './to-api'

export const HEARTBEAT_MS = 15_000
export const CHECK_MS = 5_000

/** What the browser receives for a platform event (money in major units, through `toApi`). */
function wire(e: LiveEvent, currencySymbol: string): { event: string; data: string } {
  switch (e.type) {
    case 'balance':
      return { event: e.type, data: JSON.stringify(toApi({ balance: e.balance, currencySymbol }, MONEY.balance)) }
    case 'messages':
      return { event: e.type, data: JSON.stringify({ unread: e.unread }) }
    case 'promotions':
      return { event: e.type, data: JSON.stringify({ count: e.count }) }
    case 'logout':
      return { event: e.type, data: JSON.stringify({ reason: e.reason, until: e.until ?? null }) }
    case 'maintenance':
      return { event: e.type, data: JSON.stringify({ until: e.until }) }
  }
}

export const liveEvents = new Hono<AppEnv>().get('/member/events', requireSession, (c) => {
  const { platform, session, ip } = c.var
  const me = session
  // NOTE: Bun closes a connection idle for 10 s by default; this stream is idle between events.
  const server = c.env as { timeout?: (req: Request, seconds: number) => void } | undefined
  server?.timeout?.(c.req.raw, 0)
  c.header('Cache-Control', 'no-store')
  c.header('X-Accel-Buffering', 'no')
  const { currencySymbol } = platform.wallet.settings()
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = []
    let wake: (() => void) | null = null
    const poke = () => {
      const w = wake
      wake = null
      w?.()
    }
    const unsubscribe = platform.events.subscribe(me.memberId, (e) => {
      // Another tab's session ending is not this tab's business.
      if (e.type === 'logout' && e.sessionId !== undefined && e.sessionId !== me.id) return
      queue.push(e)
      poke()
    })
    stream.onAbort(poke)
    queue.push({ type: 'balance', balance: platform.wallet.balance(me.memberId) }, { type: 'messages', unread: platform.wallet.unread(me.memberId) })
    // What the tab last received, so a check sends only what changed.
    let sentBalance: number | null = null
    let sentUnread: number | null = null
    let lastBeat = Date.now()
    try {
      while (!stream.aborted) {
        while (queue.length > 0) {
          const e = queue.shift()!
          if (e.type === 'balance') sentBalance = e.balance
          if (e.type === 'messages') sentUnread = e.unread
          await stream.writeSSE(wire(e, currencySymbol))
          if (e.type === 'logout' || e.type === 'maintenance') return
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            wake = null
            resolve()
          }, CHECK_MS)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        if (stream.aborted || queue.length > 0) continue
        if (!platform.sessions.isLive(me.id)) queue.push({ type: 'logout', reason: 'expired', sessionId: me.id })
        else if (platform.brand.visitorStatus(ip).maintenance) queue.push({ type: 'maintenance', until: platform.brand.visitorStatus(ip).maintenanceEnd })
        else {
          const balance = platform.wallet.balance(me.memberId)
          const unread = platform.wallet.unread(me.memberId)
          if (balance !== sentBalance) queue.push({ type: 'balance', balance })
          if (unread !== sentUnread) queue.push({ type: 'messages', unread })
        }
        if (queue.length === 0 && Date.now() - lastBeat >= HEARTBEAT_MS) {
          lastBeat = Date.now()
          await stream.write(': hb\n\n')
        }
      }
    } finally {
      unsubscribe()
    }
  })
})
