/**
 * The game island's client for its vendor server (POST /vendors/inhouse/…, shapes in
 * shared/fair/api.ts), in the player's language, through the typed client's `api.inhouse`
 * (hono/client, decision 0034). Never rejects: a network failure or an answer that is not the
 * envelope comes back as a refusal with a translated message.
 */
import type { ClientResponse } from 'hono/client'
import { api, type ValueOf } from '../../../api'
import type { T } from './views'

export type VendorResult<V> = { ok: true; value: V } | { ok: false; code: string; message: string; balance?: number }

/** Codes after which this launch token cannot play any more. */
export const ENDING_CODES = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_DISABLED']

/** Each call's route on the typed client: its path, body and answer come from the vendor's routes. */
const ROUTES = {
  '/session': api.inhouse.session.$post,
  '/bet': api.inhouse.bet.$post,
  '/mines/start': api.inhouse.mines.start.$post,
  '/mines/reveal': api.inhouse.mines.reveal.$post,
  '/mines/cashout': api.inhouse.mines.cashout.$post,
  '/seed/client': api.inhouse.seed.client.$post,
  '/seed/rotate': api.inhouse.seed.rotate.$post,
}
type Routes = typeof ROUTES
export type VendorPath = keyof Routes
/** The calls that play a round (the game's `play`). */
export type RoundPath = '/bet' | '/mines/start' | '/mines/reveal' | '/mines/cashout'
/** What a call answers (its `value`, shared/fair/api.ts), as the route answers it. */
export type VendorValue<P extends VendorPath> = ValueOf<Awaited<ReturnType<Routes[P]>>>

/**
 * One call to the vendor, `body` as the shared schema of `path` takes it (the server validates it),
 * the answer's messages in `language`.
 * @returns the route's value, or a refusal: the vendor's code and translated message (and the
 *   balance in major units when the refusal carries it); a network failure or an answer that is not
 *   the envelope is `NETWORK` with `t('errors.network')` (5xx) or `t('errors.unknown')`.
 */
export async function callVendor<P extends VendorPath>(path: P, body: Record<string, unknown>, language: string, t: T): Promise<VendorResult<VendorValue<P>>> {
  // The routes differ only in their body's type, which the server checks: one signature serves them all.
  const send = ROUTES[path] as unknown as (args: { json: Record<string, unknown>; query: { language: string } }) => Promise<ClientResponse<unknown>>
  let res: ClientResponse<unknown>
  try {
    res = await send({ json: body, query: { language } })
  } catch {
    return { ok: false, code: 'NETWORK', message: t('errors.network') }
  }
  const answer = (await res.json().catch(() => null)) as { success?: boolean; value?: VendorValue<P>; code?: string; message?: string; balance?: number } | null
  if (answer?.success === true) return { ok: true, value: answer.value as VendorValue<P> }
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
