/**
 * The sandbox games' client for their vendor server (POST /vendors/sandbox/*, shapes in
 * shared/schemas/sandbox.ts), through the typed client's `api.sandbox` (hono/client, decision 0034):
 * the path and the answer come from the vendor's routes. The vendor speaks its own envelope
 * (`RS_*` codes, no HTTP status), so `call` of client/api.ts is not used. Never rejects: a network
 * failure is `code: 'NETWORK'`, an answer that is not the envelope is `RS_ERROR_UNKNOWN`. Amounts
 * are major units.
 */
import type { InferResponseType } from 'hono/client'
import type { z } from 'zod'
import { api } from '../../../api'
import type { SandboxBalanceSchema, SandboxErrorCode, SandboxPlaySchema, SandboxSessionSchema } from '../../../../shared/schemas/sandbox'

export type VendorAnswer<T> = { success: true; value: T } | { success: false; code: SandboxErrorCode; balance?: number }

type Routes = typeof api.sandbox
/** The vendor's calls. */
export type VendorPath = 'session' | 'balance' | 'play'
/** What a call answers (its `value`), as the route answers it. */
export type VendorValue<P extends VendorPath> = InferResponseType<Routes[P]['$post']> extends infer R ? (R extends { success: true; value: infer V } ? V : never) : never
/** A call's body: the vendor parses it by hand, so its route does not type it; the shared schema does. */
type VendorBody = { session: z.input<typeof SandboxSessionSchema>; balance: z.input<typeof SandboxBalanceSchema>; play: z.input<typeof SandboxPlaySchema> }

/**
 * One call to the vendor; the answer's value is typed by the route of `path`.
 * @example const res = await vendorCall('balance', { token })
 */
export async function vendorCall<P extends VendorPath>(path: P, body: VendorBody[P]): Promise<VendorAnswer<VendorValue<P>>> {
  let res: Awaited<ReturnType<Routes[VendorPath]['$post']>>
  try {
    res = await api.sandbox[path].$post({ json: body })
  } catch {
    return { success: false, code: 'NETWORK' }
  }
  try {
    const parsed = (await res.json()) as VendorAnswer<VendorValue<P>>
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
