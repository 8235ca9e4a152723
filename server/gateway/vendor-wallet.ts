/**
 * The seamless-wallet endpoints vendors call (DESIGN §5; contract in shared/schemas/vendor-wallet.ts):
 * POST /wallet-api/v1/:vendor/{balance,bet,win,rollback}. The raw body is checked against the
 * `X-Signature` header (hex HMAC-SHA256 under the vendor's secret) before it is parsed; a bad
 * signature or a malformed body changes nothing. Answers are HTTP 200 with a `status`, as the
 * aggregators' one-wallet APIs do, except a bad signature (401) and an unknown vendor (404).
 * Outside /wps: no session, no CSRF guard (vendors are servers, authenticated by the signature).
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { VendorBalanceSchema, type VendorAnswer } from '../../shared/schemas/vendor-wallet'
import { parseVendorCall } from './vendor-call-check'

const VENDOR = /^[A-Z0-9_]{2,32}$/

export const vendorWallet = new Hono<AppEnv>()
  .post('/wallet-api/v1/:vendor/:action{balance|bet|win|rollback}', async (c) => {
    const { platform } = c.var
    const vendor = c.req.param('vendor')
    const action = c.req.param('action') as 'balance' | 'bet' | 'win' | 'rollback'
    if (!VENDOR.test(vendor) || !platform.play.launcher.secretOf(vendor)) return c.json<VendorAnswer>({ status: 'RS_ERROR_UNKNOWN_VENDOR' }, 404)
    const raw = await c.req.text()
    if (raw.length > 16_384 || !platform.play.launcher.verify(vendor, raw, c.req.header('x-signature'))) {
      return c.json<VendorAnswer>({ status: 'RS_ERROR_INVALID_SIGNATURE' }, 401)
    }
    let body: unknown
    try { body = JSON.parse(raw) } catch { return c.json<VendorAnswer>({ status: 'RS_ERROR_BAD_REQUEST' }) }
    const wallet = platform.play.wallet
    switch (action) {
      case 'balance': {
        const call = VendorBalanceSchema.safeParse(body)
        return c.json(call.success ? wallet.balance(vendor, call.data) : { status: 'RS_ERROR_BAD_REQUEST' })
      }
      case 'bet': {
        const call = parseVendorCall('bet', body)
        return c.json(call.success ? await wallet.bet(vendor, call.data) : { status: 'RS_ERROR_BAD_REQUEST' })
      }
      case 'win': {
        const call = parseVendorCall('win', body)
        return c.json(call.success ? await wallet.win(vendor, call.data) : { status: 'RS_ERROR_BAD_REQUEST' })
      }
      case 'rollback': {
        const call = parseVendorCall('rollback', body)
        return c.json(call.success ? await wallet.rollback(vendor, call.data) : { status: 'RS_ERROR_BAD_REQUEST' })
      }
    }
  })
