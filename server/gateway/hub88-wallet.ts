/**
 * Hub88's Operator Wallet API (https://docs.hub88.io, "Wallet API" of the Operator API; decision
 * 0046): POST /hub88/user/info, /hub88/user/balance, /hub88/transaction/{bet,win,rollback}, JSON
 * bodies signed by Hub88 (`X-Hub88-Signature`: base64 RSA-SHA256 of the raw body, checked against
 * Hub88's public key before the body is read). Each call maps onto the platform's seamless-wallet
 * core (DESIGN §5: the same ledger rules, idempotency by `transaction_uuid`, the same tables) under
 * vendor HUB88, and answers in Hub88's shape, always HTTP 200:
 * `{ user, status, request_uuid, currency, balance }`, balance in Hub88 units (1/100000 of the currency).
 * Core statuses without a Hub88 twin: a bet whose transaction a rollback already named →
 * RS_ERROR_DUPLICATE_TRANSACTION; a win of a rolled-back bet → RS_ERROR_TRANSACTION_DOES_NOT_EXIST;
 * a rollback after the bet's win → RS_ERROR_UNKNOWN (Hub88's status "for cases without a special
 * error code"); a malformed body → RS_ERROR_WRONG_SYNTAX, wrong field types → RS_ERROR_WRONG_TYPES.
 * A bet's `game_code` must be a Hub88 game of the catalogue (else RS_ERROR_INVALID_GAME, "Unknown
 * game_code"); it may differ from the game the token was issued for, since Hub88 reports the game a
 * live lobby switched to within one session. A free round (`is_free: true`, a Freebets reward) is not
 * charged: its bet is booked with a stake of 0 (whatever `amount` it names), its win is credited as
 * any win, and its rollback refunds nothing.
 * Hub88's `user` is our member id, zero-padded to 8 digits (Hub88 wants at least 4 characters).
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import type { Platform } from '../platform'
import { VendorBalanceSchema, VendorBetFieldsSchema, VendorBetSchema, VendorRollbackSchema, VendorWinSchema, type VendorAnswer, type VendorStatus } from '../../shared/schemas/vendor-wallet'
import { HUB88_VENDOR, fromHub88Amount, hub88User, toHub88Amount } from '../providers/aggregator/hub88'

/** What the routes need of the Hub88 adapter: the signature check of its calls. */
export interface Hub88WalletPort {
  verifyWallet(body: string, signature: string | null | undefined): boolean
}

const uuid = z.string().trim().min(1).max(64)
const user = z.string().regex(/^\d{4,19}$/)
const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const common = { request_uuid: uuid }
const InfoSchema = z.object({ ...common, user })
const BalanceSchema = z.object({ ...common, user: user.optional(), token: uuid, game_code: z.string().max(64).nullish() })
const BetSchema = z.object({
  ...common,
  user,
  token: uuid,
  transaction_uuid: uuid,
  round: uuid,
  game_code: z.string().trim().min(1).max(64),
  currency: z.string().length(3),
  amount,
  is_free: z.boolean().nullish(),
  reward_uuid: uuid.nullish(),
})
const WinSchema = z.object({ ...common, user, token: uuid.optional(), transaction_uuid: uuid, reference_transaction_uuid: uuid, round: uuid, currency: z.string().length(3), amount })
const RollbackSchema = z.object({ ...common, user, token: uuid.optional(), transaction_uuid: uuid, reference_transaction_uuid: uuid, round: uuid })

type Action = 'user/info' | 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback'

/** Hub88's answer body. */
export interface Hub88Answer {
  status: string
  request_uuid?: string
  user?: string
  currency?: string
  /** Hub88 units (1/100000 of the currency). */
  balance?: number
}

const STATUS: Partial<Record<VendorStatus, string>> = {
  RS_ERROR_BAD_REQUEST: 'RS_ERROR_WRONG_SYNTAX',
  RS_ERROR_TRANSACTION_SETTLED: 'RS_ERROR_UNKNOWN',
  RS_ERROR_UNKNOWN_VENDOR: 'RS_ERROR_UNKNOWN',
}

/** A zod failure as Hub88 names it: a field missing → WRONG_SYNTAX, present with the wrong type or form → WRONG_TYPES. */
function refusalOf(error: z.ZodError, body: Record<string, unknown>): string {
  return error.issues.some((i) => body[String(i.path[0])] === undefined) ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES'
}

/**
 * One Hub88 wallet call: signature over the raw body (16 KiB at most), parse, validate, the
 * seamless-wallet core, the answer in Hub88's shape. Resolves after the money writer's COMMIT.
 * @example await hub88WalletCall(platform, port, 'transaction/bet', rawBody, req.headers.get('x-hub88-signature'))
 */
export async function hub88WalletCall(platform: Platform, port: Hub88WalletPort, action: Action, raw: string, signature: string | null | undefined): Promise<Hub88Answer> {
  if (raw.length > 16_384 || !port.verifyWallet(raw, signature)) return { status: 'RS_ERROR_INVALID_SIGNATURE' }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { status: 'RS_ERROR_WRONG_SYNTAX' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { status: 'RS_ERROR_WRONG_SYNTAX' }
  const body = parsed as Record<string, unknown>
  const requestUuid = typeof body.request_uuid === 'string' ? body.request_uuid.slice(0, 64) : undefined
  const currency = platform.brand.info().currency
  const { wallet } = platform.play
  const coreUser = (u: string) => String(Number(u))
  /** The core's answer in Hub88's shape. */
  const reply = (a: VendorAnswer, u: string | undefined): Hub88Answer => {
    const out: Hub88Answer = { status: STATUS[a.status] ?? a.status, request_uuid: requestUuid }
    if (u !== undefined) out.user = u
    if (a.balance !== undefined) {
      out.currency = a.currency ?? currency
      out.balance = toHub88Amount(a.balance, out.currency)
    }
    return out
  }
  const refuse = (status: string): Hub88Answer => ({ status, request_uuid: requestUuid })
  /**
   * The steps a bet and a win share: `call.amount` from Hub88 units to minor units (a fraction of a
   * minor unit → RS_ERROR_WRONG_TYPES), then `refusal` when one is given, the core call (`user`,
   * `txId`, `roundId`, `amount`, `currency`, overlaid by `extra(minor)`) validated by `schema`
   * (→ RS_ERROR_WRONG_TYPES), `run` on it, and its answer in Hub88's shape with the core's
   * RS_ERROR_TRANSACTION_ROLLED_BACK named `rolledBackAs`.
   */
  const money = async <T>(
    call: { user: string; transaction_uuid: string; round: string; currency: string; amount: number },
    schema: z.ZodType<T>,
    extra: (minor: number) => Record<string, unknown>,
    step: { refusal?: string; run: (core: T) => Promise<VendorAnswer>; rolledBackAs: VendorStatus },
  ): Promise<Hub88Answer> => {
    const minor = fromHub88Amount(call.amount, currency)
    if (minor === null) return refuse('RS_ERROR_WRONG_TYPES')
    if (step.refusal) return refuse(step.refusal)
    const core = schema.safeParse({ user: coreUser(call.user), txId: call.transaction_uuid, roundId: call.round, amount: minor, currency: call.currency, ...extra(minor) })
    if (!core.success) return refuse('RS_ERROR_WRONG_TYPES')
    const a = await step.run(core.data)
    return reply(a.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK' ? { ...a, status: step.rolledBackAs } : a, call.user)
  }

  switch (action) {
    case 'user/info': {
      const call = InfoSchema.safeParse(body)
      if (!call.success) return refuse(refusalOf(call.error, body))
      const a = wallet.balance(HUB88_VENDOR, { user: coreUser(call.data.user), currency })
      return { status: a.status === 'RS_OK' ? 'RS_OK' : 'RS_ERROR_UNKNOWN', request_uuid: requestUuid, user: call.data.user }
    }
    case 'user/balance': {
      const call = BalanceSchema.safeParse(body)
      if (!call.success) return refuse(refusalOf(call.error, body))
      const core = VendorBalanceSchema.safeParse({ token: call.data.token, user: call.data.user && coreUser(call.data.user), currency })
      if (!core.success) return refuse('RS_ERROR_INVALID_TOKEN')
      const a = wallet.balance(HUB88_VENDOR, core.data)
      return reply(a, call.data.user ?? (a.user ? hub88User(Number(a.user)) : undefined))
    }
    case 'transaction/bet': {
      const call = BetSchema.safeParse(body)
      if (!call.success) return refuse(refusalOf(call.error, body))
      // A free round (a Freebets reward, `is_free`) is not charged to the member: its stake is booked as 0 whatever amount it names.
      const free = call.data.is_free === true
      const unknownGame = !platform.catalogue.hasGame(HUB88_VENDOR, call.data.game_code)
      // A rolled-back bet: the transaction was rolled back before it arrived (its id is taken by the rollback's reference).
      return money(call.data, free ? VendorBetFieldsSchema : VendorBetSchema, (minor) => ({ token: call.data.token, gameCode: call.data.game_code, amount: free ? 0 : minor }), {
        refusal: unknownGame ? 'RS_ERROR_INVALID_GAME' : undefined,
        run: (core) => wallet.bet(HUB88_VENDOR, core, { free }),
        rolledBackAs: 'RS_ERROR_DUPLICATE_TRANSACTION',
      })
    }
    case 'transaction/win': {
      const call = WinSchema.safeParse(body)
      if (!call.success) return refuse(refusalOf(call.error, body))
      return money(call.data, VendorWinSchema, () => ({ betTxId: call.data.reference_transaction_uuid }), {
        run: (core) => wallet.win(HUB88_VENDOR, core),
        rolledBackAs: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      })
    }
    case 'transaction/rollback': {
      const call = RollbackSchema.safeParse(body)
      if (!call.success) return refuse(refusalOf(call.error, body))
      const core = VendorRollbackSchema.safeParse({ user: coreUser(call.data.user), txId: call.data.transaction_uuid, betTxId: call.data.reference_transaction_uuid, roundId: call.data.round })
      if (!core.success) return refuse('RS_ERROR_WRONG_TYPES')
      return reply(await wallet.rollback(HUB88_VENDOR, core.data), call.data.user)
    }
  }
}

/**
 * The routes, mounted by server/app.ts. Without a configured Hub88 (no keys in the environment)
 * every call is answered 404, as a route that does not exist.
 */
export function hub88Wallet(port: Hub88WalletPort | undefined) {
  const handle = (action: Action) => async (c: Context<AppEnv>) => {
    if (!port) return c.json({ error: 'not found' }, 404)
    return c.json(await hub88WalletCall(c.get('platform'), port, action, await c.req.text(), c.req.header('x-hub88-signature')), 200)
  }
  return new Hono<AppEnv>()
    .post('/hub88/user/info', handle('user/info'))
    .post('/hub88/user/balance', handle('user/balance'))
    .post('/hub88/transaction/bet', handle('transaction/bet'))
    .post('/hub88/transaction/win', handle('transaction/win'))
    .post('/hub88/transaction/rollback', handle('transaction/rollback'))
}
