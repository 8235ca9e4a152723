/**
 * Strict amounts and points (issue 14 §5, decision 0031): the one parser of every money amount and
 * every points figure a client sends, used by the wallet, points, promotions, contracts, lottery,
 * sandbox and responsible-gaming schemas alike.
 *
 * - Money: a JSON number (finite, at most 2 decimals) or the spec's decimal string
 *   (`^\d+(\.\d{1,2})?$`, without leading zeros), in MAJOR units (decision 0001); parsed to an
 *   integer of MINOR units with string arithmetic, so no float error creeps in (0.1 + 0.2 arrives
 *   as 0.30000000000000004 and is refused as having more than 2 decimals, never rounded).
 * - Points (and other whole counts): a JSON integer or a string of digits.
 * - Refused, unlike `z.coerce.number()` / `Number(...)`: arrays (`[100]`), booleans, null, hex
 *   (`"0x64"`), binary/octal, exponents (`"1e2"`, and numbers whose shortest text needs one, e.g.
 *   1e21), trailing or leading dots (`"100."`, `".5"`), signs (`"+100"`, `"-1"`), whitespace,
 *   separators (`"1_000"`), non-ASCII digits, NaN and Infinity.
 */
import { z } from 'zod'

const MONEY_TEXT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/
const WHOLE_TEXT = /^(0|[1-9]\d*)$/

/** The exact text of a number or a string input; null for anything else or a non-finite number. */
function textOf(input: unknown): string | null {
  if (typeof input === 'number') return Number.isFinite(input) ? String(input) : null
  return typeof input === 'string' && input.length <= 32 ? input : null
}

/**
 * Money in major units (number or decimal string) → integer hundredths (minor units), or null
 * when it is not a non-negative amount with at most 2 decimals and at most `maxMajor`.
 * @example parseMoney('12.5') === 1250; parseMoney(0.1) === 10; parseMoney('1e2') === null; parseMoney(' 1') === null
 */
export function parseMoney(input: unknown, maxMajor = Number.MAX_SAFE_INTEGER / 100): number | null {
  const text = textOf(input)
  const m = text === null ? null : MONEY_TEXT.exec(text)
  if (!m || m[1].length > 16) return null
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return hundredths <= maxMajor * 100 ? hundredths : null
}

/**
 * A whole number (JSON integer or string of digits) → that integer, or null (also above `max`).
 * @example parseWhole('100') === 100; parseWhole(100) === 100; parseWhole('0x64') === null; parseWhole([100]) === null
 */
export function parseWhole(input: unknown, max = Number.MAX_SAFE_INTEGER): number | null {
  const text = textOf(input)
  if (text === null || !WHOLE_TEXT.test(text) || text.length > 16) return null
  const n = Number(text)
  return n <= max ? n : null
}

/** Options of {@link moneySchema}: `message` is the i18n key of every refusal. */
export interface MoneyOptions {
  message: string
  allowZero?: boolean
  maxMajor?: number
}

/**
 * zod schema of a money amount: input a JSON number or decimal string in major units, output an
 * integer of minor units; > 0 unless `allowZero`. Every refusal carries `message`.
 * @example moneySchema({ message: 'wallet.errors.badAmount' }).parse('12.50') === 1250
 */
export function moneySchema({ message, allowZero = false, maxMajor }: MoneyOptions) {
  return z.unknown().transform((v, ctx) => {
    const minor = parseMoney(v, maxMajor)
    if (minor === null || (!allowZero && minor === 0)) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return minor
  })
}

/** Options of {@link pointsSchema}: bounds inclusive; `message` is the i18n key of every refusal. */
export interface WholeOptions {
  message: string
  min?: number
  max: number
}

/**
 * zod schema of points or another whole count: input a JSON integer or a string of digits,
 * output the integer, within [`min` (default 1), `max`]. Every refusal carries `message`.
 * @example pointsSchema({ message: 'points.errors.points', max: 1e9 }).parse('150') === 150
 */
export function pointsSchema({ message, min = 1, max }: WholeOptions) {
  return z.unknown().transform((v, ctx) => {
    const n = parseWhole(v, max)
    if (n === null || n < min) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return n
  })
}
