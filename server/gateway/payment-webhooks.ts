/**
 * Payment providers' webhooks (decisions 0045, 0052): POST /webhooks/paymongo. Outside /wps: no session and
 * no CSRF guard (the provider is a server, authenticated by the signature over the raw body).
 * Validate, call, wrap: the adapter the platform was wired with verifies the `Paymongo-Signature`
 * and the timestamp's age and parses the event with zod (`HostedCheckoutProvider.verifyWebhook`);
 * the platform settles the deposit once (`wallet.settleCheckout`, idempotent by event id and by
 * deposit), or, for a transfer's status event, the withdrawal's payout once (`wallet.settlePayout`:
 * PAID, or REFUNDED to the member's balance). Answers: 200 `{ success: true, value: { outcome } }` for a verified event (a repeat
 * included, so the provider stops sending it); 401 WEBHOOK_REFUSED for a missing, forged or stale
 * signature; 400 WEBHOOK_REFUSED for a malformed event or a body over 256 KiB; 409 PAYMENT_MISMATCH
 * when a paid or transferred amount, currency or reference differs from the request; 404 when PayMongo is not
 * configured. A refusal moves nothing.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { WebhookRefused } from '../platform/wallet/payment-providers'

/** Largest webhook body read (bytes); PayMongo's events are a few KiB. */
const MAX_BODY = 256 * 1024

export const paymentWebhooks = new Hono<AppEnv>().post('/webhooks/paymongo', async (c) => {
  const platform = c.get('platform')
  const provider = platform.wallet.hostedProvider('PAYMONGO')
  if (!provider) return fail(c, 404, 'NOT_FOUND', 'errors.notFound')
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY) return fail(c, 400, 'WEBHOOK_REFUSED', 'wallet.errors.webhookRefused')
  const raw = await c.req.text()
  if (raw.length > MAX_BODY) return fail(c, 400, 'WEBHOOK_REFUSED', 'wallet.errors.webhookRefused')
  let event: ReturnType<typeof provider.verifyWebhook>
  try {
    event = provider.verifyWebhook(raw, c.req.header('paymongo-signature'), platform.now())
  } catch (e) {
    if (!(e instanceof WebhookRefused)) throw e
    console.warn(`[payments] PayMongo webhook refused (${e.reason}): ${e.message}`)
    return fail(c, e.reason === 'MALFORMED' ? 400 : 401, 'WEBHOOK_REFUSED', 'wallet.errors.webhookRefused')
  }
  if (!event) return ok(c, { outcome: 'IGNORED' })
  const settled = 'kind' in event ? platform.wallet.settlePayout('PAYMONGO', event) : platform.wallet.settleCheckout('PAYMONGO', event)
  return ok(c, { outcome: settled.outcome })
})
