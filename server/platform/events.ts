/**
 * Live events while a member is logged in (issue 8; spec §4 "a live-event listener runs only when
 * logged in"): an in-process bus that the platform publishes to after a change has committed, and
 * that the gateway's per-tab server-sent event stream (server/gateway/live-events.ts) subscribes to.
 *
 * Events (amounts in minor units, times UTC ms):
 * - `balance`     the member's main-wallet balance after a committed money movement;
 * - `messages`    the number of unread inbox messages (the messageV2 badge);
 * - `promotions`  the number of promotions available to the member (availablePromoCount);
 * - `logout`      a session ended from elsewhere: `sessionId` names it, absent = every session of
 *                 the member; `reason` says why, `until` is the end of a time-out/self-exclusion;
 * - `maintenance` the brand went into maintenance (`until` when known): sent to every member.
 *
 * One bus per database file and brand, shared by every platform instance of the process (the
 * server's platform, the jobs' platforms and the bundled app each build their own, so the bus lives
 * on `globalThis`, not in a module variable). Listeners run synchronously in publish order; a
 * listener that throws is dropped from the list and never stops the others.
 */
import type { Database } from 'bun:sqlite'

export type LogoutReason = 'revoked' | 'passwordChanged' | 'timeOut' | 'selfExclusion' | 'expired'

export type LiveEvent =
  | { type: 'balance'; balance: number }
  | { type: 'messages'; unread: number }
  | { type: 'promotions'; count: number }
  | { type: 'logout'; reason: LogoutReason; sessionId?: string; until?: number | null }
  | { type: 'maintenance'; until: number | null }

export type LiveEventType = LiveEvent['type']
export type LiveListener = (event: LiveEvent) => void

export interface EventBus {
  /** Delivers `event` to every current subscriber of `memberId` (nothing happens without one). */
  publish(memberId: number, event: LiveEvent): void
  /** Delivers `event` to every subscriber of every member (maintenance). */
  broadcast(event: LiveEvent): void
  /** Listens to one member's events; returns the function that stops listening. */
  subscribe(memberId: number, listener: LiveListener): () => void
  /** Open subscriptions of a member (0 when none): the number of live tabs. */
  listeners(memberId: number): number
}

/** A fresh bus (tests; the platform uses `eventBusFor`). */
export function createEventBus(): EventBus {
  const byMember = new Map<number, Set<LiveListener>>()
  const deliver = (memberId: number, set: Set<LiveListener>, event: LiveEvent) => {
    for (const fn of [...set]) {
      try {
        fn(event)
      } catch (e) {
        set.delete(fn)
        if (set.size === 0) byMember.delete(memberId)
        console.error('[events] listener failed and was removed', e)
      }
    }
  }
  return {
    publish(memberId, event) {
      const set = byMember.get(memberId)
      if (set) deliver(memberId, set, event)
    },
    broadcast(event) {
      for (const [memberId, set] of [...byMember]) deliver(memberId, set, event)
    },
    subscribe(memberId, listener) {
      let set = byMember.get(memberId)
      if (!set) byMember.set(memberId, (set = new Set()))
      set.add(listener)
      return () => {
        const s = byMember.get(memberId)
        if (!s) return
        s.delete(listener)
        if (s.size === 0) byMember.delete(memberId)
      }
    },
    listeners: (memberId) => byMember.get(memberId)?.size ?? 0,
  }
}

const REGISTRY = Symbol.for('lobby.platform.eventBuses')
type Registry = { byFile: Map<string, EventBus>; byConnection: WeakMap<Database, Map<string, EventBus>> }

/**
 * The process-wide bus of a database and brand: the same object for every platform instance that
 * opens the same database file (an in-memory database has a bus per connection).
 */
export function eventBusFor(sqlite: Database, brandCode: string): EventBus {
  const g = globalThis as { [REGISTRY]?: Registry }
  const reg = (g[REGISTRY] ??= { byFile: new Map(), byConnection: new WeakMap() })
  const file = sqlite.filename
  if (file && file !== ':memory:') {
    const key = `${file}\u0000${brandCode}`
    let bus = reg.byFile.get(key)
    if (!bus) reg.byFile.set(key, (bus = createEventBus()))
    return bus
  }
  let perBrand = reg.byConnection.get(sqlite)
  if (!perBrand) reg.byConnection.set(sqlite, (perBrand = new Map()))
  let bus = perBrand.get(brandCode)
  if (!bus) perBrand.set(brandCode, (bus = createEventBus()))
  return bus
}
