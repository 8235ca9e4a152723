/**
 * The vendor side of the seamless-wallet contract (DESIGN §5): how the embedded vendors (sandbox,
 * in-house) call the platform's wallet — over HTTP, signed, exactly as a third-party vendor would.
 * A real vendor adapter uses the same client with its own base URL and secret.
 * Amounts minor units. Network failures reject; the caller retries with the same transaction id.
 */
import { createHmac } from 'node:crypto'
import type { VendorAnswer } from '../../shared/schemas/vendor-wallet'

export type WalletAction = 'balance' | 'bet' | 'win' | 'rollback'

export interface WalletClient {
  /** POSTs `body` to `<baseUrl>/wallet-api/v1/<vendor>/<action>` with its X-Signature; the parsed answer. */
  call(vendor: string, action: WalletAction, body: Record<string, unknown>): Promise<VendorAnswer>
}

export interface WalletClientOptions {
  /** Where the platform's wallet listens, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string
  /** The vendor's shared secret (hex). */
  secretOf: (vendor: string) => string | null
  /** Defaults to the global fetch; tests may pass the app's own request function. */
  fetch?: (url: string, init: RequestInit) => Promise<Response> | Response
}

export function createWalletClient(opts: WalletClientOptions): WalletClient {
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  return {
    async call(vendor, action, body) {
      const secret = opts.secretOf(vendor)
      if (!secret) throw new Error(`no wallet secret for vendor ${vendor}`)
      const raw = JSON.stringify(body)
      const res = await doFetch(`${opts.baseUrl}/wallet-api/v1/${encodeURIComponent(vendor)}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', secret).update(raw).digest('hex') },
        body: raw,
      })
      return (await res.json()) as VendorAnswer
    },
  }
}
