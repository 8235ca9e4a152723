'use client'
/**
 * What every sandbox game shares: texts (`play.*` in the player's language), money formatting,
 * the session (balance, last results, one round at a time), the bet amount field with chips,
 * the chip rack of table games, playing cards, and the last-results strip.
 * Amounts are major units (as the vendor API speaks); formatted with the brand's symbol.
 */
import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react'
import { formatMoney } from '../../../../shared/format'
import { formatCompact } from '../../../../shared/number-format'
import { toMinor } from '../../../../shared/schemas/wallet'
import { RANK_LABELS, SUITS, type Card } from '../../../../shared/sandbox/cards'
import type { Fixture } from '../../../../shared/sandbox/betslip'
import type { SandboxGameInfo, SandboxPlayRequest, SandboxPlayValue, SandboxRound, SandboxSessionValue } from '../../../../shared/schemas/sandbox'
import { tellLobby, vendorCall } from './api'
import { lookupIn, translatorOf, type TextTree, type Translate } from '../../../../shared/i18n/format'

/** The `play` namespace as a tree of strings. */
export type { TextTree, Translate } from '../../../../shared/i18n/format'

/** Looks a dotted key up in the tree with i18next's interpolation and plurals (`count` picks `_one`/`_other`). */
export function makeT(tree: TextTree): Translate {
  return translatorOf((key) => lookupIn(tree, key))
}

export const toMinorUnits = (major: number) => Math.round(major * 100)

export interface GameState {
  t: Translate
  /** Major units → "₱1,234.50", in the separators of {@link GameState.locale}. */
  money: (major: number) => string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for numbers and amounts; 'en' when the page gave none. */
  locale: string
  token: string
  info: SandboxGameInfo
  balance: number
  history: SandboxRound[]
  /** Set while a round is on its way. */
  busy: boolean
  /** The refusal of the last call, already translated; null when none. */
  error: string | null
  clearError: () => void
  /** Plays one round; null when it was refused (the error is set and the balance refreshed). */
  play: (body: SandboxPlayRequest) => Promise<SandboxPlayValue | null>
  /** The session ended (token expired or invalid): the game cannot go on. */
  ended: boolean
  /** The bet slip's board as the session opened it. */
  fixtures?: Fixture[]
}

const Ctx = createContext<GameState | null>(null)
export const useGame = (): GameState => {
  const v = useContext(Ctx)
  if (!v) throw new Error('useGame outside a sandbox game')
  return v
}

/** Translates a refusal, filling the limits into min/max messages. */
export function refusalText(t: Translate, money: (n: number) => string, info: Pick<SandboxGameInfo, 'minBet' | 'maxBet'>, code: string): string {
  return t(`errors.${code}`, { min: money(info.minBet), max: money(info.maxBet) })
}

export function GameProvider({
  t,
  symbol,
  locale = 'en',
  token,
  session,
  reopen,
  children,
}: {
  t: Translate
  symbol: string
  /** The page's BCP 47 tag for numbers and amounts; English when absent. */
  locale?: string
  token: string
  session: SandboxSessionValue
  /** Opens the session again (after a server restart forgot it); resolves true when it worked. */
  reopen: () => Promise<boolean>
  children: ReactNode
}) {
  const [balance, setBalance] = useState(session.balance)
  const [history, setHistory] = useState(session.history)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [ended, setEnded] = useState(false)
  const money = useCallback((major: number) => formatMoney(toMinorUnits(major), symbol, locale), [symbol, locale])

  const play = useCallback(
    async (body: SandboxPlayRequest) => {
      setBusy(true)
      setError(null)
      try {
        let res = await vendorCall('play', { token, ...body })
        if (!res.success && res.code === 'SESSION_NOT_FOUND' && (await reopen())) res = await vendorCall('play', { token, ...body })
        if (!res.success) {
          setError(refusalText(t, money, session.game, res.code))
          if (typeof res.balance === 'number') setBalance(res.balance)
          if (res.code === 'RS_ERROR_TOKEN_EXPIRED' || res.code === 'RS_ERROR_INVALID_TOKEN' || res.code === 'RS_ERROR_USER_DISABLED') setEnded(true)
          return null
        }
        setBalance(res.value.balance)
        setHistory((h) => [res.value.round, ...h].slice(0, 12))
        tellLobby({ type: 'game:balance', balance: res.value.balance })
        return res.value
      } finally {
        setBusy(false)
      }
    },
    [token, t, money, session.game, reopen],
  )

  const value = useMemo<GameState>(
    () => ({
      t,
      money,
      locale,
      token,
      info: session.game,
      balance,
      history,
      busy,
      error,
      clearError: () => setError(null),
      play,
      ended,
      fixtures: session.fixtures,
    }),
    [t, money, locale, token, session.game, session.fixtures, balance, history, busy, error, play, ended],
  )
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>
}

/**
 * The bet amount: a field in major units with the chips below it (a chip sets the amount) and
 * halve/double buttons. Reports the amount, or null while the text is not a valid amount in limits.
 */
export function BetAmount({ label, value, onChange, disabled = false }: { label?: string; value: string; onChange: (text: string) => void; disabled?: boolean }) {
  const { t, money, info, locale } = useGame()
  const id = useId()
  const minor = toMinor(value)
  const invalid = value !== '' && (minor === null || minor < toMinorUnits(info.minBet) || minor > toMinorUnits(info.maxBet))
  const set = (major: number) => onChange(String(Math.min(info.maxBet, Math.max(info.minBet, Math.round(major * 100) / 100))))
  return (
    <div className="sbx-bet">
      <label className="sbx-bet__label" htmlFor={id}>
        {label ?? t('game.betAmount')}
      </label>
      <div className={invalid ? 'sbx-bet__row is-invalid' : 'sbx-bet__row'}>
        <button type="button" className="sbx-bet__step" onClick={() => set((minor ?? 0) / 200)} disabled={disabled} aria-label={t('game.half')}>
          ½
        </button>
        <input
          id={id}
          className="sbx-bet__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value.replace(/[^0-9.]/g, ''))}
        />
        <button type="button" className="sbx-bet__step" onClick={() => set((minor ?? 0) / 50)} disabled={disabled} aria-label={t('game.double')}>
          2×
        </button>
      </div>
      <p id={`${id}-hint`} className={invalid ? 'sbx-bet__hint is-invalid' : 'sbx-bet__hint'}>
        {invalid ? t('game.invalidAmount', { min: money(info.minBet), max: money(info.maxBet) }) : t('game.limits', { min: money(info.minBet), max: money(info.maxBet) })}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
      <div className="sbx-chips" role="group" aria-label={t('game.chips')}>
        {info.chips.map((c, i) => (
          <button key={c} type="button" className={`sbx-chip sbx-chip--${i}`} disabled={disabled} aria-pressed={minor === toMinorUnits(c)} onClick={() => onChange(String(c))}>
            {compact(c, locale)}
          </button>
        ))}
      </div>
    </div>
  )
}

/** Parses a bet field: major units, or null when invalid or out of limits. */
export function useBetValue(text: string): number | null {
  const { info } = useGame()
  const minor = toMinor(text)
  if (minor === null || minor < toMinorUnits(info.minBet) || minor > toMinorUnits(info.maxBet)) return null
  return minor / 100
}

/** 1500 → "1.5K", 20 → "20", 0.5 → "0.5" in English; the compact form of `locale` (a BCP 47 tag) otherwise: es "1,5 mil" (shared/format.ts `formatCompact`). */
export function compact(major: number, locale = 'en'): string {
  return formatCompact(major, locale)
}

/** The chip a table game stakes with when a spot is tapped. */
export function ChipRack({ value, onChange, disabled = false }: { value: number; onChange: (chip: number) => void; disabled?: boolean }) {
  const { t, info, locale } = useGame()
  return (
    <div className="sbx-chips sbx-chips--rack" role="radiogroup" aria-label={t('game.chips')}>
      {info.chips.map((c, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
        <button key={c} type="button" role="radio" aria-checked={value === c} className={`sbx-chip sbx-chip--${i}`} disabled={disabled} onClick={() => onChange(c)}>
          {compact(c, locale)}
        </button>
      ))}
    </div>
  )
}

export function PlayingCard({ card, hidden = false, small = false }: { card?: Card; hidden?: boolean; small?: boolean }) {
  if (!card || hidden) return <span className={small ? 'sbx-card sbx-card--back sbx-card--small' : 'sbx-card sbx-card--back'} aria-hidden="true" />
  const red = card.suit === 1 || card.suit === 2
  const label = `${RANK_LABELS[card.rank]}${SUITS[card.suit]}`
  return (
    <span className={`sbx-card${red ? ' is-red' : ''}${small ? ' sbx-card--small' : ''}`} role="img" aria-label={label}>
      <span className="sbx-card__rank" aria-hidden="true">
        {RANK_LABELS[card.rank]}
      </span>
      <span className="sbx-card__suit" aria-hidden="true">
        {SUITS[card.suit]}
      </span>
    </span>
  )
}

/** Net result of a round, as a signed amount with its tone. */
export function net(round: Pick<SandboxRound, 'bet' | 'payout'>): { tone: 'win' | 'push' | 'loss'; amount: number } {
  const amount = Math.round((round.payout - round.bet) * 100) / 100
  return { tone: amount > 0 ? 'win' : amount === 0 ? 'push' : 'loss', amount }
}

/** The last rounds: what each staked and paid. */
export function ResultsStrip({ render }: { render?: (r: SandboxRound) => ReactNode }) {
  const { t, money, history } = useGame()
  return (
    <section className="sbx-results" aria-label={t('game.lastResults')}>
      <h2 className="sbx-results__title">{t('game.lastResults')}</h2>
      {history.length === 0 ? (
        <p className="sbx-results__empty">{t('game.noResults')}</p>
      ) : (
        <ol className="sbx-results__list">
          {history.map((r) => {
            const n = net(r)
            return (
              <li key={r.roundId} className={`sbx-result is-${n.tone}`} title={t('game.round', { id: r.roundId })}>
                {render ? <span className="sbx-result__what">{render(r)}</span> : null}
                <span className="sbx-result__net">
                  {n.amount > 0 ? '+' : ''}
                  {money(n.amount)}
                </span>
                <span className="sbx-result__bet">{t('game.staked', { amount: money(r.bet) })}</span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

/** The outcome banner of the last round: win amount, bet returned, or no win. */
export function RoundBanner({ round, quietLoss = false }: { round: SandboxRound | null /** The game already says who won: no "No win" line. */; quietLoss?: boolean }) {
  const { t, money } = useGame()
  if (!round || (quietLoss && round.payout === 0)) return null
  const won = round.payout > round.bet
  const text = round.payout === 0 ? t('game.noWin') : round.payout === round.bet ? t('game.push') : t('game.win', { amount: money(round.payout) })
  return (
    <p className={`sbx-banner${won ? ' is-win' : round.payout > 0 ? ' is-push' : ''}`} role="status" data-testid="round-result">
      {text}
      {round.settling ? <span className="sbx-banner__note">{t('game.settling')}</span> : null}
    </p>
  )
}
