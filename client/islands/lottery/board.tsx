'use client'
/**
 * The lottery betting view's island: the draw taking bets with its countdown and commitment, the
 * game's bet types with their odds, a picker (digits, a number grid, or options), amount chips, the
 * bet slip and its submit. Bets go to the lottery vendor (POST /vendors/lottery/bet) with the launch
 * token the page was given; the vendor debits through the wallet. After a bet, and once the draw
 * time passes, the page is rendered again by the server (new draw, results, my bets); while bets
 * wait for their result it keeps asking every 2.5 s for a short while. It also renders again every
 * 20 minutes, and after a refused token, so its 30-minute launch token is always a fresh one.
 * @see shared/lottery/api.ts; issue 5 "Lottery"
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { refresh } from '../../router'
import { formatMoney } from '../../../shared/format'
import { formatChipMoney } from '../../../shared/number-format'
import { toMinor } from '../../../shared/schemas/wallet'
import { localeOf } from '../../../shared/i18n/format'
import { MAX_TICKET_LINES, type BetTypeView, type LotteryGameView } from '../../../shared/lottery/api'
import type { BetTypeCode } from '../../../shared/lottery/bets'
import { useServerNow } from './clock'
import { betHint, clock, oddsText, percent, pickLabel, translator, type TextTree } from './kit'
import { api, call } from '../../api'

export interface BoardDraw {
  numero: string
  closeAt: number
  drawAt: number
  commitment: string
}

export interface LotteryBoardProps {
  token: string
  language: string
  game: LotteryGameView
  draw: BoardDraw
  serverNow: number
  /** The member has bets whose draw has passed but which are not settled yet. */
  awaiting: boolean
  /** The member's balance when the page was rendered (minor units). */
  balance: number
  currencySymbol: string
  texts: TextTree
}

interface SlipLine {
  key: number
  type: BetTypeCode
  pick: string
  amount: number
  odds: number
  perHit: boolean
}

type Message = { kind: 'error' | 'success'; text: string; reload?: boolean } | null

const ENDING = ['INVALID_TOKEN', 'TOKEN_EXPIRED']
const POLL_MS = 2_500
const POLL_TRIES = 12
const TOKEN_RENEW_MS = 20 * 60_000

let lineKey = 0

function randomPick(type: BetTypeView): string {
  const r = (n: number) => Math.floor(Math.random() * n)
  if (type.pick.kind === 'digits') return String(r(10 ** type.pick.length)).padStart(type.pick.length, '0')
  if (type.pick.kind === 'ball') return String(type.pick.min + r(type.pick.max - type.pick.min + 1)).padStart(2, '0')
  return type.options[r(type.options.length)].value
}

function normalize(type: BetTypeView, raw: string): string | null {
  const v = raw.trim().toUpperCase()
  if (type.pick.kind === 'digits') return new RegExp(`^\\d{${type.pick.length}}$`).test(v) ? v : null
  if (type.pick.kind === 'ball') {
    const n = Number(v)
    return /^\d{1,2}$/.test(v) && n >= type.pick.min && n <= type.pick.max ? String(n).padStart(2, '0') : null
  }
  return type.options.some((o) => o.value === v) ? v : null
}

/** "95×", "3.51× per match", "1.95×", or "6.84× – 205.20×" when the options differ; separators of `locale` (a BCP 47 tag). */
function oddsRange(t: (k: string, p?: Record<string, string>) => string, b: BetTypeView, locale: string): string {
  const odds = b.options.map((o) => o.odds)
  const lo = Math.min(...odds)
  const hi = Math.max(...odds)
  if (b.perHit) return t('board.perMatch', { odds: oddsText(lo, locale) })
  return lo === hi ? oddsText(lo, locale) : `${oddsText(lo, locale)} – ${oddsText(hi, locale)}`
}

const oddsOf = (type: BetTypeView, pick: string) => (type.options.find((o) => o.value === pick) ?? type.options[0]).odds

export function LotteryBoard({ token, language, game, draw, serverNow, awaiting, balance, currencySymbol, texts }: LotteryBoardProps) {
  const t = useMemo(() => translator(texts, language), [texts, language])
  const now = useServerNow(serverNow)
  const locale = localeOf(language)
  const money = (major: number) => formatMoney(Math.round(major * 100), currencySymbol, locale)
  const [typeCode, setTypeCode] = useState<BetTypeCode>(game.betTypes[0].code)
  const type = game.betTypes.find((b) => b.code === typeCode) ?? game.betTypes[0]
  const [picks, setPicks] = useState<string[]>([])
  const [digits, setDigits] = useState('')
  const [amount, setAmount] = useState(String(game.chips[0] ?? game.minLine))
  const [slip, setSlip] = useState<SlipLine[]>([])
  const [placing, setPlacing] = useState(false)
  const [message, setMessage] = useState<Message>(null)
  const digitsRef = useRef<HTMLInputElement>(null)
  const [shownBalance, setShownBalance] = useState(balance)
  // A server render (after a bet, a draw) brings the balance with the settled wins.
  useEffect(() => setShownBalance(balance), [balance])

  const phase = now < draw.closeAt ? 'open' : now < draw.drawAt ? 'closed' : 'drawing'

  // Once the draw time passes, ask the server for the next draw and the result (a few times: the
  // draw job publishes within a second).
  const polls = useRef({ numero: '', tries: 0 })
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-arms only when the draw enters its drawing phase, the awaited result or the draw changes, or a server render brings a new serverNow; not on every clock tick of phase
  useEffect(() => {
    if (polls.current.numero !== draw.numero) polls.current = { numero: draw.numero, tries: 0 }
    const due = phase === 'drawing' || awaiting
    if (!due || polls.current.tries >= POLL_TRIES) return
    const id = setTimeout(
      () => {
        polls.current.tries++
        refresh()
      },
      phase === 'drawing' && polls.current.tries === 0 ? 1_200 : POLL_MS,
    )
    return () => clearTimeout(id)
  }, [phase === 'drawing', awaiting, draw.numero, serverNow])

  // Launch tokens live 30 minutes: a page left open renders again (a new token) well before that.
  // biome-ignore lint/correctness/useExhaustiveDependencies: token is the re-arm trigger (a new launch token restarts the 30-minute renewal timer)
  useEffect(() => {
    const id = setTimeout(() => refresh(), TOKEN_RENEW_MS)
    return () => clearTimeout(id)
  }, [token])

  const chooseType = (code: BetTypeCode) => {
    setTypeCode(code)
    setPicks([])
    setDigits('')
  }
  // A radio group: the arrow keys move the choice (and the focus) between bet types.
  const onTypesKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const i = game.betTypes.findIndex((b) => b.code === type.code)
    const next = (i + step + game.betTypes.length) % game.betTypes.length
    chooseType(game.betTypes[next].code)
    ;(e.currentTarget.children[next] as HTMLElement | undefined)?.focus()
  }
  const toggle = (pick: string) => setPicks((p) => (p.includes(pick) ? p.filter((x) => x !== pick) : [...p, pick]))
  const addDigits = () => {
    const pick = normalize(type, digits)
    if (!pick) {
      setMessage({ kind: 'error', text: t('errors.badPick') })
      digitsRef.current?.focus()
      return
    }
    setPicks((p) => (p.includes(pick) ? p : [...p, pick]))
    setDigits('')
    setMessage(null)
  }
  const onDigitsKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      addDigits()
    }
  }

  const addToSlip = () => {
    const all = [...picks]
    if (type.pick.kind === 'digits' && digits) {
      const typed = normalize(type, digits)
      if (!typed) {
        setMessage({ kind: 'error', text: t('errors.badPick') })
        return
      }
      if (!all.includes(typed)) all.push(typed)
    }
    if (all.length === 0) {
      setMessage({ kind: 'error', text: t('board.pickFirst') })
      return
    }
    const minor = toMinor(amount)
    if (minor === null) {
      setMessage({ kind: 'error', text: t('errors.badAmount') })
      return
    }
    if (minor < Math.round(game.minLine * 100)) {
      setMessage({ kind: 'error', text: `${t('errors.belowMin')} (${money(game.minLine)})` })
      return
    }
    if (minor > Math.round(game.maxLine * 100)) {
      setMessage({ kind: 'error', text: `${t('errors.aboveMaxLine')} (${money(game.maxLine)})` })
      return
    }
    if (slip.length + all.length > MAX_TICKET_LINES) {
      setMessage({ kind: 'error', text: t('errors.tooManyLines') })
      return
    }
    setSlip((s) => [...s, ...all.map((pick) => ({ key: ++lineKey, type: type.code, pick, amount: minor / 100, odds: oddsOf(type, pick), perHit: type.perHit }))])
    setPicks([])
    setDigits('')
    setMessage(null)
  }

  const total = slip.reduce((a, l) => a + Math.round(l.amount * 100), 0) / 100
  const maxWin = slip.reduce((a, l) => a + Math.floor(l.amount * l.odds * 100) / 100, 0)

  const place = async (e: FormEvent) => {
    e.preventDefault()
    if (placing) return
    if (slip.length === 0) {
      setMessage({ kind: 'error', text: t('errors.emptySlip') })
      return
    }
    if (phase !== 'open') {
      setMessage({ kind: 'error', text: t('errors.bettingClosed') })
      return
    }
    setPlacing(true)
    setMessage(null)
    const answer = await call(
      api.lottery.bet.$post({
        query: { language },
        json: { token, gameCode: game.gameCode, numero: draw.numero, lines: slip.map((l) => ({ type: l.type, pick: l.pick, amount: l.amount })) },
      }),
    )
    setPlacing(false)
    if (answer?.success && answer.value) {
      setSlip([])
      setShownBalance(Math.round(answer.value.balance * 100))
      setMessage({ kind: 'success', text: t('slip.placed', { ticket: answer.value.ticket.ticketId, numero: answer.value.ticket.numero }) })
      dispatchEvent(new CustomEvent('wallet:changed', { detail: { balance: answer.value.balance } }))
      refresh()
      return
    }
    const code = answer.code ?? 'NETWORK'
    setMessage({ kind: 'error', text: answer.message ?? t('errors.network'), reload: ENDING.includes(code) })
    if (code === 'BETTING_CLOSED' || ENDING.includes(code)) refresh()
  }

  const hint = betHint(t, game.format, type.code)
  const single = type.options.length === 1 ? type.options[0] : null

  return (
    <div className="lott-board" data-phase={phase}>
      <section className="lott-drawbar" aria-labelledby="lott-draw-title">
        <div className="lott-drawbar__main">
          <p className="lott-drawbar__game">{game.gameName}</p>
          <h2 id="lott-draw-title" className="lott-drawbar__numero">
            {t('draw.numero', { numero: draw.numero })}
          </h2>
        </div>
        <div className="lott-drawbar__clock" role="timer" aria-live="off" data-testid="lottery-countdown">
          <span className="lott-drawbar__label">{phase === 'open' ? t('draw.closesIn') : phase === 'closed' ? t('draw.closed') : t('draw.drawing')}</span>
          <span className="lott-drawbar__time" data-urgent={(phase === 'open' && draw.closeAt - now < 10_000) || undefined}>
            {phase === 'open' ? clock(draw.closeAt - now) : phase === 'closed' ? clock(draw.drawAt - now) : '··:··'}
          </span>
        </div>
        <details className="lott-commit">
          <summary>{t('draw.commitment')}</summary>
          <p className="lott-commit__hash" data-testid="lottery-commitment">
            {draw.commitment}
          </p>
          <p className="lott-commit__hint">{t('draw.commitmentHint')}</p>
        </details>
      </section>

      <form className="lott-bet" onSubmit={place} aria-labelledby="lott-bet-title">
        <div className="lott-bet__pick">
          <h2 id="lott-bet-title" className="lott-bet__title">
            {t('board.title')}
          </h2>
          <div className="lott-types" role="radiogroup" aria-label={t('board.betType')} onKeyDown={onTypesKey}>
            {game.betTypes.map((b) => (
              // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
              <button
                key={b.code}
                type="button"
                role="radio"
                aria-checked={b.code === type.code}
                tabIndex={b.code === type.code ? 0 : -1}
                className={b.code === type.code ? 'lott-type is-active' : 'lott-type'}
                onClick={() => chooseType(b.code)}
              >
                <span className="lott-type__name">{t(`types.${b.code}.name`)}</span>
                <span className="lott-type__odds">{oddsRange(t, b, locale)}</span>
              </button>
            ))}
          </div>
          <p className="lott-hint">
            {hint}
            {single ? ` · ${t('board.rtp', { rtp: percent(single.rtp, locale) })}` : ''}
          </p>

          <fieldset className="lott-picker">
            <legend className="lott-label">{t('board.pick')}</legend>
            {type.pick.kind === 'digits' ? (
              <div className="lott-digits">
                <label className="sr-only" htmlFor="lott-digits">
                  {t('board.digitsLabel', { n: type.pick.length })}
                </label>
                <input
                  id="lott-digits"
                  ref={digitsRef}
                  className="input lott-digits__input"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={type.pick.length}
                  placeholder={t('board.digitsPlaceholder', { example: '0123456'.slice(0, type.pick.length) })}
                  value={digits}
                  onChange={(e) => setDigits(e.target.value.replace(/\D/g, ''))}
                  onKeyDown={onDigitsKey}
                />
                <button type="button" className="btn btn--ghost" onClick={addDigits}>
                  +
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => toggle(randomPick(type))}>
                  {t('board.random')}
                </button>
              </div>
            ) : null}
            {type.pick.kind === 'digits' && type.pick.length === 2 ? (
              // biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look
              <div className="lott-grid lott-grid--100" role="group" aria-label={t('board.grid')}>
                {Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).map((p) => (
                  <button key={p} type="button" className="lott-ball" aria-pressed={picks.includes(p)} onClick={() => toggle(p)}>
                    {p}
                  </button>
                ))}
              </div>
            ) : null}
            {type.pick.kind === 'ball' ? (
              <>
                {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
                <div className={`lott-grid${type.pick.max > 20 ? ' lott-grid--dense' : ''}`} role="group" aria-label={t('board.grid')}>
                  {Array.from({ length: type.pick.max - type.pick.min + 1 }, (_, i) => String((type.pick as { min: number }).min + i).padStart(2, '0')).map((p) => (
                    <button key={p} type="button" className="lott-ball lott-ball--round" aria-pressed={picks.includes(p)} onClick={() => toggle(p)}>
                      {p}
                    </button>
                  ))}
                </div>
                <button type="button" className="btn btn--ghost lott-random" onClick={() => toggle(randomPick(type))}>
                  {t('board.random')}
                </button>
              </>
            ) : null}
            {type.pick.kind === 'choice' ? (
              // biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look
              <div className={type.options.length > 4 ? 'lott-options lott-options--many' : 'lott-options'} role="group" aria-label={t(`types.${type.code}.name`)}>
                {type.options.map((o) => (
                  <button key={o.value} type="button" className="lott-option" aria-pressed={picks.includes(o.value)} onClick={() => toggle(o.value)}>
                    <span className="lott-option__name">{pickLabel(t, type, o.value)}</span>
                    <span className="lott-option__odds">{oddsText(o.odds, locale)}</span>
                  </button>
                ))}
              </div>
            ) : null}
            <div className="lott-picks" aria-live="polite">
              {picks.length > 0 ? (
                <>
                  <span className="lott-picks__count">{t('board.selected', { count: picks.length })}</span>
                  {type.pick.kind !== 'choice'
                    ? picks.map((p) => (
                        <button key={p} type="button" className="lott-pickchip" onClick={() => toggle(p)} aria-label={t('slip.remove', { line: p })}>
                          {p} <span aria-hidden="true">×</span>
                        </button>
                      ))
                    : null}
                  <button type="button" className="lott-link" onClick={() => setPicks([])}>
                    {t('board.clearPicks')}
                  </button>
                </>
              ) : null}
            </div>
          </fieldset>

          <div className="lott-amount">
            <label className="lott-label" htmlFor="lott-amount">
              {t('board.amount')}
            </label>
            <div className="lott-amount__row">
              <span className="lott-amount__symbol" aria-hidden="true">
                {currencySymbol}
              </span>
              <input
                id="lott-amount"
                className="input lott-amount__input"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby="lott-limits"
              />
              {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
              <div className="lott-chips" role="group" aria-label={t('board.chips')}>
                {game.chips.map((c) => (
                  <button key={c} type="button" className={toMinor(amount) === Math.round(c * 100) ? 'lott-chip is-active' : 'lott-chip'} onClick={() => setAmount(String(c))}>
                    {formatChipMoney(Math.round(c * 100), currencySymbol, locale)}
                  </button>
                ))}
              </div>
            </div>
            <p id="lott-limits" className="lott-hint">
              {t('board.limits', { min: money(game.minLine), max: money(game.maxLine) })}
            </p>
          </div>
          <button type="button" className="btn btn--ghost btn--wide lott-add" onClick={addToSlip}>
            {t('board.add')}
          </button>
        </div>

        <aside className="lott-slip" aria-labelledby="lott-slip-title">
          <div className="lott-slip__balance">
            <span>{t('board.balance')}</span>
            <b data-testid="lottery-balance">{formatMoney(shownBalance, currencySymbol, locale)}</b>
          </div>
          <div className="lott-slip__head">
            <h2 id="lott-slip-title">{t('slip.title')}</h2>
            <span className="pill">{t('slip.count', { count: slip.length })}</span>
          </div>
          {slip.length === 0 ? (
            <p className="lott-slip__empty">{t('slip.empty')}</p>
          ) : (
            <ul className="lott-slip__lines" data-testid="lottery-slip">
              {slip.map((l) => {
                const label = t('slip.line', { type: t(`types.${l.type}.name`), pick: pickLabel(t, { pick: game.betTypes.find((b) => b.code === l.type)!.pick }, l.pick) })
                return (
                  <li key={l.key} className="lott-slip__line">
                    <div>
                      <span className="lott-slip__label">{label}</span>
                      <span className="lott-slip__meta">
                        {money(l.amount)} · {l.perHit ? t('board.perMatch', { odds: oddsText(l.odds, locale) }) : oddsText(l.odds, locale)}
                      </span>
                    </div>
                    <span className="lott-slip__win">{money(Math.floor(l.amount * l.odds * 100) / 100)}</span>
                    <button type="button" className="icon-btn lott-slip__remove" onClick={() => setSlip((s) => s.filter((x) => x.key !== l.key))} aria-label={t('slip.remove', { line: label })}>
                      ×
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
          <dl className="lott-slip__totals">
            <div>
              <dt>{t('slip.total')}</dt>
              <dd data-testid="lottery-slip-total">{money(total)}</dd>
            </div>
            <div>
              <dt>{t('slip.maxWin')}</dt>
              <dd>{money(maxWin)}</dd>
            </div>
          </dl>
          {phase !== 'open' && slip.length > 0 ? <p className="lott-hint">{t('slip.closedHint')}</p> : null}
          <div className="lott-slip__actions">
            {slip.length > 0 ? (
              <button type="button" className="btn btn--ghost" onClick={() => setSlip([])}>
                {t('slip.clear')}
              </button>
            ) : null}
            <button type="submit" className="btn btn--primary lott-place" disabled={placing || phase !== 'open'} aria-busy={placing || undefined}>
              {placing ? t('slip.placing') : t('slip.place')}
            </button>
          </div>
          <div className="lott-message" role={message?.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
            {message ? (
              <p className={`lott-message__text lott-message__text--${message.kind}`}>
                {message.text}
                {message.reload ? (
                  <>
                    {' '}
                    <button type="button" className="lott-link" onClick={() => refresh()}>
                      {t('slip.reload')}
                    </button>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
        </aside>
      </form>
    </div>
  )
}
