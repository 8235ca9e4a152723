/**
 * Form pieces every in-house game uses: the bet amount (major units, ½ and 2×, quick chips, the
 * limits), a segmented choice, a read-only figure, the play button and the notice line under it
 * (its height is reserved, so a result never moves the layout).
 */
import { useId, type ReactNode } from 'react'
import { toMinor } from '../../../../shared/schemas/wallet'
import { formatCompact } from '../../../../shared/number-format'
import { useGame } from './state'

const CHIPS = [1, 5, 10, 50, 100, 500]

/** The bet amount field with ½, 2×, quick amounts and the game's limits. */
export function BetField({ locked = false }: { locked?: boolean }) {
  const { t, money, info, betText, setBetText, bet, busy, locale } = useGame()
  const id = useId()
  const disabled = busy || locked
  const invalid = betText !== '' && bet === null
  const clamp = (major: number) => setBetText(String(Math.min(info.maxBet, Math.max(info.minBet, Math.floor(major * 100) / 100))))
  const current = (toMinor(betText) ?? 0) / 100
  return (
    <div className="ih-field ih-bet">
      <label className="ih-field__label" htmlFor={id}>
        {t('common.betAmount')}
      </label>
      <div className={invalid ? 'ih-bet__row is-invalid' : 'ih-bet__row'}>
        <input
          id={id}
          className="ih-bet__input"
          inputMode="decimal"
          autoComplete="off"
          value={betText}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setBetText(e.target.value.replace(/[^0-9.]/g, '').slice(0, 12))}
        />
        <button type="button" className="ih-bet__step" disabled={disabled} aria-label={t('common.half')} onClick={() => clamp(current / 2)}>
          ½
        </button>
        <button type="button" className="ih-bet__step" disabled={disabled} aria-label={t('common.double')} onClick={() => clamp(current * 2)}>
          2×
        </button>
      </div>
      <p id={`${id}-hint`} className={invalid ? 'ih-field__hint is-invalid' : 'ih-field__hint'}>
        {t('common.limits', { min: money(info.minBet), max: money(info.maxBet) })}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
      <div className="ih-chips" role="group" aria-label={t('common.chips')}>
        {CHIPS.filter((c) => c >= info.minBet && c <= info.maxBet).map((c, i) => (
          <button key={c} type="button" className={`ih-chip ih-chip--${i}`} disabled={disabled} aria-pressed={bet === c} onClick={() => setBetText(String(c))}>
            {formatCompact(c, locale)}
          </button>
        ))}
        <button type="button" className="ih-chip ih-chip--max" disabled={disabled} aria-label={t('common.maxBet')} onClick={() => clamp(info.maxBet)}>
          {t('common.max')}
        </button>
      </div>
    </div>
  )
}

/** A choice among a few options, as a radio group of buttons. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string
  value: V
  options: { value: V; label: string }[]
  onChange: (v: V) => void
  disabled?: boolean
}) {
  return (
    <div className="ih-field">
      <span className="ih-field__label">{label}</span>
      <div className="ih-seg" role="radiogroup" aria-label={label}>
        {options.map((o) => (
          // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            disabled={disabled}
            className={o.value === value ? 'ih-seg__opt is-active' : 'ih-seg__opt'}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  )
}

/** A figure the settings imply (multiplier, win chance, profit). */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="ih-stat">
      <span className="ih-stat__label">{label}</span>
      <span className="ih-stat__value">{value}</span>
    </div>
  )
}

/** The main action, disabled while a call is on its way or the settings are invalid. */
export function PlayButton({ onClick, disabled = false, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  const { busy, ended } = useGame()
  return (
    <button type="button" className="btn btn--primary ih-play" disabled={disabled || busy || ended} aria-busy={busy || undefined} onClick={onClick}>
      {children}
    </button>
  )
}

/** The line under the play button: the last result or refusal (polite live region, fixed height). */
export function Notice() {
  const { notice } = useGame()
  return (
    <p className={notice ? `ih-notice is-${notice.tone}` : 'ih-notice'} role="status" aria-live="polite">
      {notice?.text ?? ''}
    </p>
  )
}
