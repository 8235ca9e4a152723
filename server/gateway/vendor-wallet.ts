/**
 * The seamless-wallet endpoints vendors call (DESIGN §5; contract in shared/schemas/vendor-wallet.ts):
 * POST /wallet-api/v1/:vendor/{balance,bet,win,rollback}. The raw body is checked against the
 * `X-Signature` header (hex HMAC-SHA256 under the vendor's secret) before it is parsed; a bad
 * signature or a malformed body changes nothing. Answers are HTTP 200 with a `status`, as the
 * aggregators' one-wallet APIs do, except a bad signature (401) and an unknown vendor (404).
 * Outside /wps: no session, no CSRF guard (vendors are servers, authenticated by the signature).
 * `vendorWalletCall` is the call itself, without Hono; the route only adapts it.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import type { Platform } from '../platform'
import { VendorBalanceSchema, VendorBetSchema, VendorRollbackSchema, VendorWinSchema, type VendorAnswer } from '../../shared/schemas/vendor-wallet'

const VENDOR = /^[A-Z0-9_]{2,32}$/

export type VendorAction = 'balance' | 'bet' | 'win' | 'rollback'

/** A wallet call's HTTP status and JSON body. */
export interface VendorWalletReply {
  status: 200 | 401 | 404
  answer: VendorAnswer
}

/**
 * One seamless-wallet call: vendor check, signature over the raw body (read only for a known
 * vendor), parse, then the platform's wallet. Resolves after the money writer's COMMIT for bet,
 * win and rollback. 404 RS_ERROR_UNKNOWN_VENDOR, 401 RS_ERROR_INVALID_SIGNATURE (bodies over
 * 16 KiB included), 200 with RS_ERROR_BAD_REQUEST for a malformed body, else 200 with the answer.
 * @example await vendorWalletCall(platform, 'PG', 'bet', () => req.text(), req.headers.get('x-signature'))
 */
export async function vendorWalletCall(platform: Platform, vendor: string, action: VendorAction, readBody: () => Promise<string>, signature: string | null | undefined): Promise<VendorWalletReply> {
  const { launcher, wallet } = platform.play
  if (!VENDOR.test(vendor) || !launcher.secretOf(vendor)) return { status: 404, answer: { status: 'RS_ERROR_UNKNOWN_VENDOR' } }
  const raw = await readBody()
  if (raw.length > 16_384 || !launcher.verify(vendor, raw, signature ?? undefined)) return { status: 401, answer: { status: 'RS_ERROR_INVALID_SIGNATURE' } }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return { status: 200, answer: { status: 'RS_ERROR_BAD_REQUEST' } }
  }
  const bad: VendorWalletReply = { status: 200, answer: { status: 'RS_ERROR_BAD_REQUEST' } }
  switch (action) {
    case 'balance': {
      const call = VendorBalanceSchema.safeParse(body)
      return call.success ? { status: 200, answer: wallet.balance(vendor, call.data) } : bad
    }
    case 'bet': {
      const call = VendorBetSchema.safeParse(body)
      return call.success ? { status: 200, answer: await wallet.bet(vendor, call.data) } : bad
    }
    case 'win': {
      const call = VendorWinSchema.safeParse(body)
      return call.success ? { status: 200, answer: await wallet.win(vendor, call.data) } : bad
    }
    case 'rollback': {
      const call = VendorRollbackSchema.safeParse(body)
      return call.success ? { status: 200, answer: await wallet.rollback(vendor, call.data) } : bad
    }
  }
}

export const vendorWallet = new Hono<AppEnv>().post('/wallet-api/v1/:vendor/:action{balance|bet|win|rollback}', async (c) => {
  const reply = await vendorWalletCall(c.get('platform'), c.req.param('vendor'), c.req.param('action') as VendorAction, () => c.req.text(), c.req.header('x-signature'))
  return c.json(reply.answer, reply.status)
})
