/**
 * The game island's client for its vendor server (POST /vendors/inhouse/…, shapes in
 * shared/fair/api.ts), in the player's language, through the typed client's `api.inhouse`
 * (hono/client, decision 0034). Never rejects: a network failure or an answer that is not the
 * envelope comes back as a refusal with a translated message.
 */
import { api } from '../../../api'
import type { BetView, RotateView, SeedView, SessionView } from '../../../../shared/fair/api'
import type { T } from './views'

export type VendorResult<V> = { ok: true; value: V } | { ok: false; code: string; message: string; balance?: number }

/** Codes after which this launch token cannot play any more. */
export const ENDING_CODES = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_DISABLED']

/**
 * Each call's route and what it answers. The routes answer through a parsing helper typed as a
 * `Response`, so hc does not carry their answers: the shared views type them here.
 */
const ROUTES = {
  '/session': api.inhouse.session.$post,
  '/bet': api.inhouse.bet.$post,
  '/mines/start': api.inhouse.mines.start.$post,
  '/mines/reveal': api.inhouse.mines.reveal.$post,
  '/mines/cashout': api.inhouse.mines.cashout.$post,
  '/seed/client': api.inhouse.seed.client.$post,
  '/seed/rotate': api.inhouse.seed.rotate.$post,
}
interface Answers {
  '/session': SessionView
  '/bet': BetView
  '/mines/start': BetView
  '/mines/reveal': BetView
  '/mines/cashout': BetView
  '/seed/client': SeedView
  '/seed/rotate': RotateView
}
export type VendorPath = keyof typeof ROUTES
/** The calls that play a round (the game's `play`). */
export type RoundPath = '/bet' | '/mines/start' | '/mines/reveal' | '/mines/cashout'

export async function callVendor<V extends Answers[P], P extends VendorPath = VendorPath>(path: P, body: Record<string, unknown>, language: string, t: T): Promise<VendorResult<V>> {
  let res: Awaited<ReturnType<(typeof ROUTES)[VendorPath]>>
  try {
    res = await ROUTES[path]({ json: body, query: { language } })
  } catch {
    return { ok: false, code: 'NETWORK', message: t('errors.network') }
  }
  const answer = (await res.json().catch(() => null)) as { success?: boolean; value?: V; code?: string; message?: string; balance?: number } | null
  if (answer?.success === true) return { ok: true, value: answer.value as V }
  if (answer?.success === false && answer.code) return { ok: false, code: answer.code, message: answer.message ?? t('errors.unknown'), balance: answer.balance }
  return { ok: false, code: 'NETWORK', message: t(res.status >= 500 ? 'errors.network' : 'errors.unknown') }
}

/** Tells the lobby's game frame (same origin only) the new balance, in major units. */
export function announceBalance(balance: number): void {
  if (window.parent === window) return
  try {
    window.parent.postMessage({ type: 'game:balance', balance }, location.origin)
  } catch {
    // the frame's parent is another origin: nothing to tell
  }
}
