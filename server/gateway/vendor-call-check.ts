/**
 * A fast, exact pre-check of the seamless-wallet calls (DESIGN §5) in their canonical form, so the
 * hot vendor path skips the zod parse (about 6 µs per call measured) without accepting anything zod
 * would refuse: `parseVendorCall` takes the canonical form (exactly the schema's keys, ids already
 * matching the id pattern, integer amounts in range) as is, and hands every other body to the zod
 * schema of shared/schemas/vendor-wallet.ts, which stays the definition of the contract.
 * NOTE: the canonical form is a subset of what zod accepts and is left unchanged by zod's
 * transforms (an id that matches the pattern has nothing to trim), so both paths give one result.
 */
import {
  VendorBetSchema, VendorRollbackSchema, VendorWinSchema,
  type VendorBetCall, type VendorRollbackCall, type VendorWinCall,
} from '../../shared/schemas/vendor-wallet'

const ID = /^[A-Za-z0-9_.:-]{1,64}$/
const isId = (v: unknown): v is string => typeof v === 'string' && ID.test(v)
/** Minor units as the schema takes them: a safe integer in [min, 1e12]. */
const isMinor = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= 1e12
const isCurrency = (v: unknown): v is string => typeof v === 'string' && v.length === 3
/** The schema's gameCode: 1–64 characters once trimmed; canonical when there is nothing to trim. */
const isGameCode = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 64 && v.trim() === v

/** Exactly `n` own keys (with the checks naming each of them, this is zod's `.strict()`). */
function keyCount(o: object, n: number): boolean {
  let k = 0
  for (const _ in o) if (++k > n) return false
  return k === n
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

type Parsed<T> = { success: true; data: T } | { success: false }

/**
 * The call of `action` in `body` (parsed JSON), or `success: false` when the contract refuses it.
 * Same outcome as `<Schema>.safeParse(body)` for every input.
 * @example parseVendorCall('win', JSON.parse(raw))
 */
export function parseVendorCall(action: 'bet', body: unknown): Parsed<VendorBetCall>
export function parseVendorCall(action: 'win', body: unknown): Parsed<VendorWinCall>
export function parseVendorCall(action: 'rollback', body: unknown): Parsed<VendorRollbackCall>
export function parseVendorCall(action: 'bet' | 'win' | 'rollback', body: unknown): Parsed<VendorBetCall | VendorWinCall | VendorRollbackCall> {
  if (isObject(body)) {
    const b = body
    switch (action) {
      case 'bet':
        if (keyCount(b, 7) && isId(b.user) && isId(b.token) && isId(b.txId) && isId(b.roundId) && isGameCode(b.gameCode)
          && isMinor(b.amount, 1) && isCurrency(b.currency)) return { success: true, data: b as unknown as VendorBetCall }
        break
      case 'win':
        if (keyCount(b, 6) && isId(b.user) && isId(b.txId) && isId(b.betTxId) && isId(b.roundId)
          && isMinor(b.amount, 0) && isCurrency(b.currency)) return { success: true, data: b as unknown as VendorWinCall }
        break
      case 'rollback':
        if (keyCount(b, 4) && isId(b.user) && isId(b.txId) && isId(b.betTxId) && isId(b.roundId)) return { success: true, data: b as unknown as VendorRollbackCall }
        break
    }
  }
  const schema = action === 'bet' ? VendorBetSchema : action === 'win' ? VendorWinSchema : VendorRollbackSchema
  const parsed = schema.safeParse(body)
  return parsed.success ? { success: true, data: parsed.data } : { success: false }
}
