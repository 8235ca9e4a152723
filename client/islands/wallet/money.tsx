/**
 * Money in the islands: integer MINOR units (as the platform keeps it) against the API's MAJOR units
 * (decision 0001), the brand's currency, the balance announcement, the money-call client
 * (Idempotency-Key per submission over the typed API client, client/api.ts), the amount check with the shared
 * `AmountSchema` and the amount field with its chips. The form pieces around them are the client's
 * one form kit, `client/components/form-kit.tsx`. Client code, imported by 'use client' islands.
 * @see product-spec §2 member center, header; DESIGN §2 envelope, §3 E calls and CSRF, §4 money
 */
import { useCallback, useId, useRef, type ReactNode } from 'react'
import { formatMoney } from '../../../shared/format'
import { formatChipMoney } from '../../../shared/number-format'
import { AmountSchema, MINOR_PER_MAJOR } from '../../../shared/schemas/wallet'
import { Field, type Checked, type T } from '../../components/form-kit'
import { api, call, encrypted, withKey, type Envelope, type ValueOf } from '../../api'
import type { ClientResponse } from 'hono/client'

export type { Envelope }

// ---------------------------------------------------------------- money

/** An API amount (major units, ≤ 2 decimals) in minor units. */
export function majorToMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR)
}

/** What the islands need to show money in the brand's currency. */
export interface Currency {
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for the separators; English when absent. */
  locale?: string
}

/** "₱1,234.50" from minor units, in the page language's separators. */
export function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency.symbol, currency.locale)
}

/**
 * Tells the header (and any other listener) the wallet's new balance after a money movement:
 * window event `wallet:changed` with `detail.balance` in MAJOR units, as the balance call answers.
 */
export function announceBalance(balanceMajor: number): void {
  dispatchEvent(new CustomEvent('wallet:changed', { detail: { balance: balanceMajor } }))
}

/**
 * After a money movement: announces the new balance (`wallet:changed`) — the one an answer
 * carried (major units), else the one GET /wps/v2/wallets/balance gives — and returns it in minor
 * units (null when it could not be read).
 */
export async function syncBalance(fromAnswer?: unknown): Promise<number | null> {
  let major = typeof fromAnswer === 'number' && Number.isFinite(fromAnswer) ? fromAnswer : null
  if (major === null) {
    const res = await call(api.wallet.v2.wallets.balance.$get())
    if (res.success && typeof res.value?.balance === 'number') major = res.value.balance
  }
  if (major === null) return null
  announceBalance(major)
  return majorToMinor(major)
}

// ---------------------------------------------------------------- calls

/** A fresh Idempotency-Key: a UUID (36 of [0-9a-f-], within the gateway's 8–64 [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** True when the server may not have seen or finished a call (network, 5xx): retry with the same key. */
function uncertain(res: Envelope): boolean {
  return res.status === 0 || res.status >= 500
}

/**
 * One submission of a money form: `keyFor(content)` gives a fresh Idempotency-Key for new content
 * and the same key again when the previous attempt with that content ended uncertain (network or
 * server error) — so a retry can never move the money twice. `settle(res)` records the outcome.
 */
export function useSubmission() {
  const last = useRef<{ key: string; content: string; open: boolean } | null>(null)
  const keyFor = useCallback((content: unknown): string => {
    const text = JSON.stringify(content)
    if (last.current?.open && last.current.content === text) return last.current.key
    last.current = { key: newIdempotencyKey(), content: text, open: true }
    return last.current.key
  }, [])
  const settle = useCallback((res: Envelope) => {
    if (last.current) last.current.open = uncertain(res)
  }, [])
  /**
   * Sends a money call (a typed route of `api`, e.g. `api.wallet.wallet.deposit.$post`) with this
   * submission's key for `body`, encrypted as `{ jwe }` for an E call, and records the outcome.
   */
  const send = useCallback(
    async <I, R extends ClientResponse<unknown, number, string>>(
      route: (args: { json: I }, options?: { headers?: Record<string, string> }) => Promise<R>,
      body: I,
      opts: { encrypt?: boolean } = {},
    ): Promise<Envelope<ValueOf<R>>> => {
      const key = withKey(keyFor(body))
      const res = opts.encrypt ? await encrypted(route, body, key) : await call(route({ json: body }, key))
      settle(res)
      return res
    },
    [keyFor, settle],
  )
  return { keyFor, settle, send }
}

// ---------------------------------------------------------------- amounts

/**
 * An amount field's text checked as the server will: the shared `AmountSchema` (major units, ≤ 2
 * decimals, > 0), then the limits and, for money leaving the wallet, the balance (minor units).
 * Returns the amount in minor units, or the translated reason it is refused.
 */
export function checkAmount(text: string, t: T, currency: Currency, limits?: { min: number; max: number }, balance?: number): { minor: number } | { error: string } {
  if (!text.trim()) return { error: t('walletUi.common.required') }
  const r = AmountSchema.safeParse(text)
  if (!r.success) return { error: t(r.error.issues[0]?.message ?? 'wallet.errors.badAmount') }
  const minor = r.data
  if (limits) {
    const params = { min: money(limits.min, currency), max: money(limits.max, currency) }
    if (minor < limits.min) return { error: t('wallet.errors.belowMin', params) }
    if (minor > limits.max) return { error: t('wallet.errors.aboveMax', params) }
  }
  if (balance !== undefined && minor > balance) return { error: t('wallet.errors.insufficientFunds') }
  return { minor }
}

/** A body checked by its schema and its amount checked by `checkAmount`: both must pass. */
export function withAmount<V>(parsed: Checked<V>, amount: ReturnType<typeof checkAmount>): Checked<V> {
  if (parsed.ok && 'minor' in amount) return parsed
  return { ok: false, errors: { ...(parsed.ok ? {} : parsed.errors), ...('error' in amount ? { amount: amount.error } : {}) } }
}

/** The quick amounts of spec §2 depositv2, kept to the ones within [min, max] (minor units). */
export const CHIP_AMOUNTS_MAJOR = [100, 500, 1000, 5000, 10000]

/** Minor units → the text an amount field holds ("1000", "12.5"). */
export function amountText(minor: number): string {
  const major = Math.floor(minor / MINOR_PER_MAJOR)
  const cents = minor % MINOR_PER_MAJOR
  return cents ? `${major}.${String(cents).padStart(2, '0').replace(/0$/, '')}` : String(major)
}

/**
 * The amount input in major units with the currency symbol in front, quick-amount chips and the
 * limits line. `chips` are minor units; a chip equal to the typed amount shows as selected.
 */
export function AmountField({
  label,
  value,
  onValue,
  error,
  currency,
  limits,
  chips = [],
  extra,
  t,
  name = 'amount',
  inputRef,
}: {
  label: string
  value: string
  onValue: (v: string) => void
  error?: string
  currency: Currency
  /** Minor units; shown under the field. */
  limits?: { min: number; max: number }
  chips?: number[]
  /** Shown right of the label (e.g. the available balance). */
  extra?: ReactNode
  t: T
  name?: string
  inputRef?: React.RefObject<HTMLInputElement | null>
}) {
  const id = useId()
  const hint = limits ? t('walletUi.common.limits', { min: money(limits.min, currency), max: money(limits.max, currency) }) : undefined
  return (
    <div className="wamount">
      <Field id={id} label={label} error={error} hint={hint} aside={extra}>
        <span className="wamount__symbol" aria-hidden="true">
          {currency.symbol}
        </span>
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="auth-input wamount__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('walletUi.common.amountPlaceholder')}
          value={value}
          onChange={(e) => onValue(e.target.value.replace(/[^\d.]/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        />
      </Field>
      {chips.length ? (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look
        <div className="wchips" role="group" aria-label={label}>
          {chips.map((c) => {
            const text = amountText(c)
            return (
              <button key={c} type="button" className={value === text ? 'wchip is-active' : 'wchip'} aria-pressed={value === text} onClick={() => onValue(text)}>
                {formatChipMoney(c, currency.symbol, currency.locale)}
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}

/** The chips of `CHIP_AMOUNTS_MAJOR` within [min, max] (minor units). */
export function chipsWithin(min: number, max: number): number[] {
  return CHIP_AMOUNTS_MAJOR.map((m) => m * MINOR_PER_MAJOR).filter((c) => c >= min && c <= max)
}
