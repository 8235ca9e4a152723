/**
 * The sandbox games' client for their vendor server (POST /vendors/sandbox/*, shapes in
 * shared/schemas/sandbox.ts). Never rejects: a network failure is `code: 'NETWORK'`, an answer
 * that is not the envelope is `RS_ERROR_UNKNOWN`. Amounts are major units.
 */
import type { SandboxErrorCode } from '../../../../shared/schemas/sandbox'

export type VendorAnswer<T> = { success: true; value: T } | { success: false; code: SandboxErrorCode; balance?: number }

export async function vendorCall<T>(path: 'session' | 'balance' | 'play', body: Record<string, unknown>): Promise<VendorAnswer<T>> {
  let res: Response
  try {
    res = await fetch(`/vendors/sandbox/${path}`, {
      method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body),
    })
  } catch {
    return { success: false, code: 'NETWORK' }
  }
  try {
    const parsed = (await res.json()) as VendorAnswer<T>
    if (parsed && typeof parsed === 'object' && typeof parsed.success === 'boolean') return parsed
  } catch {
    // not JSON (a proxy error page)
  }
  return { success: false, code: res.status >= 500 ? 'NETWORK' : 'RS_ERROR_UNKNOWN' }
}

/** Tells the lobby around the game frame (same origin only) what happened: a new balance, or "close me". */
export function tellLobby(message: { type: 'game:balance'; balance: number } | { type: 'game:close' }): void {
  if (window.parent === window) return
  try {
    window.parent.postMessage(message, location.origin)
  } catch {
    // a parent of another origin: nothing to tell
  }
}
