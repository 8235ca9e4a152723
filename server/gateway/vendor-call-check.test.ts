import { describe, expect, it } from 'vitest'
import { parseVendorCall } from './vendor-call-check'
import { VendorBetSchema, VendorRollbackSchema, VendorWinSchema } from '../../shared/schemas/vendor-wallet'

const bet = { user: '12', token: 'tok_abc-1.2:3', txId: 'r1:bet', roundId: 'r1', gameCode: 'demo', amount: 100, currency: 'PHP' }
const win = { user: '12', txId: 'r1:win', betTxId: 'r1:bet', roundId: 'r1', amount: 0, currency: 'PHP' }
const rollback = { user: '12', txId: 'r1:rb', betTxId: 'r1:bet', roundId: 'r1' }
const schemas = { bet: VendorBetSchema, win: VendorWinSchema, rollback: VendorRollbackSchema } as const

/** Bodies around each rule of the schema: every one must get zod's own answer. */
function variants(base: Record<string, unknown>): unknown[] {
  const out: unknown[] = [base, null, [], 'x', 7, { ...base, extra: 1 }, JSON.parse(`{"__proto__": 1, ${JSON.stringify(base).slice(1)}`)]
  for (const k of Object.keys(base)) {
    const { [k]: _, ...without } = base
    out.push(without)
    for (const v of [undefined, null, '', ' ', ' 12', '12 ', 'a b', 'x'.repeat(64), 'x'.repeat(65), ' '.repeat(3) + 'x'.repeat(64), 'é', 0, -0, 1, -1, 1.5, 1e12, 1e12 + 1, 2 ** 53, NaN, 'PHP', 'PH', 'PHPX', '100', true, {}, []]) {
      out.push({ ...base, [k]: v })
    }
  }
  return out
}

describe('parseVendorCall', () => {
  for (const [action, base] of [['bet', bet], ['win', win], ['rollback', rollback]] as const) {
    it(`gives zod's answer for every ${action} body, canonical or not`, () => {
      for (const body of variants(base)) {
        const z = schemas[action].safeParse(body)
        const fast = parseVendorCall(action as 'bet', body)
        expect({ body, success: fast.success }).toEqual({ body, success: z.success })
        if (z.success && fast.success) expect(fast.data).toEqual(z.data)
      }
    })
  }
})
