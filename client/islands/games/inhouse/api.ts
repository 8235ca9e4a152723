/**
 * The game island's client for its vendor server (POST /vendors/inhouse/…, shapes in
 * shared/fair/api.ts), in the player's language. Never rejects: a network failure or an answer
 * that is not the envelope comes back as a refusal with a translated message.
 */
import type { T } from './views'

export type VendorResult<V> =
  | { ok: true; value: V }
  | { ok: false; code: string; message: string; balance?: number }

/** Codes after which this launch token cannot play any more. */
export const ENDING_CODES = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_DISABLED']

export async function callVendor<V>(path: string, body: Record<string, unknown>, language: string, t: T): Promise<VendorResult<V>> {
  let res: Response
  try {
    res = await fetch(`/vendors/inhouse${path}?language=${encodeURIComponent(language)}`, {
      method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body),
    })
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
