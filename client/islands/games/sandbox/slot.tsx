'use client'
/**
 * The sandbox slot: 5 reels × 3 rows, 20 paylines (shared/sandbox/slot.ts). Spin with the button
 * or the space bar; the reels stop left to right once the server's result is in, winning cells
 * light up, and the line wins are listed. The paytable and the RTP are one click away.
 */
import { useEffect, useRef, useState } from 'react'
import { SLOT_LINES, SLOT_PAYTABLE, SLOT_RTP, SLOT_SYMBOLS, type SlotGrid } from '../../../../shared/sandbox/slot'
import type { SandboxRound } from '../../../../shared/schemas/sandbox'
import { formatPercent } from '../../../../shared/number-format'
import { BetAmount, ResultsStrip, RoundBanner, useBetValue, useGame } from './kit'
import { SlotDefs, SlotSymbolIcon } from './symbols'

const START: SlotGrid = [
  ['CROWN', 'SEVEN', 'GEM'],
  ['BELL', 'WILD', 'CHERRY'],
  ['SEVEN', 'CROWN', 'LEMON'],
  ['PLUM', 'GEM', 'BELL'],
  ['CHERRY', 'LEMON', 'SEVEN'],
]
const REEL_STOP_MS = 140

function prefersReducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function SlotGame() {
  const { t, money, info, busy, play, locale } = useGame()
  const [bet, setBet] = useState(String(info.chips[1] ?? info.minBet))
  const amount = useBetValue(bet)
  const [grid, setGrid] = useState<SlotGrid>(START)
  const [round, setRound] = useState<SandboxRound | null>(null)
  // Reels still spinning: from `stopped` to 5.
  const [stopped, setStopped] = useState(5)
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const spinning = stopped < 5
  const spin = async () => {
    if (amount === null || busy || spinning) return
    setRound(null)
    setStopped(0)
    const result = await play({ game: 'SLOT', bet: amount })
    if (result?.round.outcome.game !== 'SLOT') {
      setStopped(5)
      return
    }
    const outcome = result.round.outcome
    setGrid(outcome.grid)
    const step = prefersReducedMotion() ? 0 : REEL_STOP_MS
    for (let i = 1; i <= 5; i++)
      timers.current.push(
        window.setTimeout(
          () => {
            setStopped(i)
            if (i === 5) setRound(result.round)
          },
          step * i + (step ? 250 : 0),
        ),
      )
  }

  // Space spins (outside text fields).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || (e.target as HTMLElement).closest('input, textarea, button, select, summary')) return
      e.preventDefault()
      void spin()
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  })

  const outcome = round?.outcome.game === 'SLOT' ? round.outcome : null
  const lit = new Set<string>()
  for (const w of outcome?.wins ?? []) SLOT_LINES[w.line - 1].slice(0, w.count).forEach((row, reel) => lit.add(`${reel}:${row}`))

  return (
    <div className="sbx-layout">
      <SlotDefs />
      <section className="sbx-stage sbx-slot" aria-label={info.name}>
        <div className="sbx-slot__frame" style={{ backgroundImage: `url(${info.iconUrl})` }}>
          <div className="sbx-slot__reels" data-testid="slot-reels" aria-busy={spinning}>
            {grid.map((reel, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the reel grid is fixed; reel and row numbers are the cells' identity
              <div key={r} className={r >= stopped ? 'sbx-reel is-spinning' : 'sbx-reel'}>
                {reel.map((s, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the reel grid is fixed; reel and row numbers are the cells' identity
                  <div key={row} className={lit.has(`${r}:${row}`) ? 'sbx-cell is-lit' : 'sbx-cell'}>
                    <SlotSymbolIcon symbol={s} label={r >= stopped ? undefined : t(`slot.symbols.${s}`)} />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
        <div className="sbx-slot__status">
          {round ? <RoundBanner round={round} /> : <p className="sbx-banner sbx-banner--idle">{t('slot.lines', { count: SLOT_LINES.length })}</p>}
          {outcome && outcome.wins.length > 0 ? (
            <ul className="sbx-slot__wins">
              {outcome.wins.slice(0, 4).map((w) => (
                <li key={w.line}>
                  {t('slot.lineWin', { line: w.line, count: w.count, symbol: t(`slot.symbols.${w.symbol}`) })} · {money((amountOf(round) / SLOT_LINES.length) * w.multiplier)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <section className="sbx-controls" aria-label={t('game.bet')}>
        <BetAmount value={bet} onChange={setBet} disabled={busy || spinning} />
        <button type="button" className="btn btn--primary sbx-go" onClick={spin} disabled={amount === null || busy || spinning} data-testid="slot-spin">
          {busy || spinning ? t('slot.spinning') : t('slot.spin')}
        </button>
        <details className="sbx-rules">
          <summary>{t('slot.paytable')}</summary>
          <p>{t('slot.wildNote')}</p>
          <table className="sbx-paytable">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('slot.paytable')}</span>
                </th>
                <th scope="col">3</th>
                <th scope="col">4</th>
                <th scope="col">5</th>
              </tr>
            </thead>
            <tbody>
              {SLOT_SYMBOLS.map((s) => (
                <tr key={s}>
                  <th scope="row">
                    <SlotSymbolIcon symbol={s} label={t(`slot.symbols.${s}`)} />
                  </th>
                  {SLOT_PAYTABLE[s].map((m, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a pay table row's columns are fixed (3, 4, 5 of a kind); the column is its identity
                    <td key={i}>{m}×</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="sbx-rules__rtp">{t('game.rtp', { rtp: locale === 'en' ? `${(SLOT_RTP * 100).toFixed(2)} %` : formatPercent(SLOT_RTP, locale) })}</p>
        </details>
      </section>
      <ResultsStrip />
    </div>
  )
}

function amountOf(round: SandboxRound | null): number {
  return round?.bet ?? 0
}
