'use client'
/**
 * The sandbox's roulette table (European, shared/sandbox/roulette.ts): pick a chip, tap numbers
 * and outside bets on the board, spin; the wheel turns to the pocket the server drew. On narrow
 * screens the board stands upright. The last numbers show their colours.
 */
import { useEffect, useRef, useState } from 'react'
import { ROULETTE_WHEEL, rouletteColour, rouletteReturn, type RouletteBetKind } from '../../../../shared/sandbox/roulette'
import type { SandboxRound } from '../../../../shared/schemas/sandbox'
import { ChipRack, ResultsStrip, RoundBanner, compact, useGame } from './kit'
import { useTableBets } from './table-bets'

const OUTSIDE: RouletteBetKind[] = ['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH']
const SPIN_MS = 2_600

/** Spot key ↔ bet: "STRAIGHT:17", "DOZEN:2", "RED". */
const spotOf = (kind: RouletteBetKind, value?: number) => (value === undefined ? kind : `${kind}:${value}`)
function betOf(spot: string): { kind: RouletteBetKind; value?: number } {
  const [kind, value] = spot.split(':')
  return value === undefined ? { kind: kind as RouletteBetKind } : { kind: kind as RouletteBetKind, value: Number(value) }
}

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const m = matchMedia('(max-width: 640px)')
    const on = () => setNarrow(m.matches)
    on()
    m.addEventListener('change', on)
    return () => m.removeEventListener('change', on)
  }, [])
  return narrow
}

function Wheel({ rotation, spinning, onStopped }: { rotation: number; spinning: boolean; onStopped: () => void }) {
  const step = 360 / 37
  return (
    <div className="sbx-wheel" aria-hidden="true">
      <svg
        viewBox="-100 -100 200 200"
        aria-hidden="true"
        className="sbx-wheel__disc"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: spinning ? `${SPIN_MS}ms` : '0ms' }}
        onTransitionEnd={onStopped}
      >
        {ROULETTE_WHEEL.map((n, i) => {
          const a0 = ((i - 0.5) * step - 90) * (Math.PI / 180)
          const a1 = ((i + 0.5) * step - 90) * (Math.PI / 180)
          const colour = rouletteColour(n)
          const mid = (i * step - 90) * (Math.PI / 180)
          return (
            <g key={n}>
              <path d={`M0 0 L${96 * Math.cos(a0)} ${96 * Math.sin(a0)} A96 96 0 0 1 ${96 * Math.cos(a1)} ${96 * Math.sin(a1)} Z`} className={`sbx-wheel__pocket is-${colour.toLowerCase()}`} />
              <text x={84 * Math.cos(mid)} y={84 * Math.sin(mid)} transform={`rotate(${i * step} ${84 * Math.cos(mid)} ${84 * Math.sin(mid)})`} className="sbx-wheel__num">
                {n}
              </text>
            </g>
          )
        })}
        <circle r="58" className="sbx-wheel__hub" />
      </svg>
      <span className="sbx-wheel__pointer" />
    </div>
  )
}

export function RouletteGame() {
  const { t, money, info, busy, play, history, locale } = useGame()
  const [chip, setChip] = useState(info.chips[0])
  const bets = useTableBets()
  const [rotation, setRotation] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const [round, setRound] = useState<SandboxRound | null>(null)
  const pending = useRef<SandboxRound | null>(null)
  const narrow = useNarrow()

  const finish = () => {
    setSpinning(false)
    if (pending.current) setRound(pending.current)
    pending.current = null
  }
  const spin = async () => {
    if (bets.empty || busy || spinning) return
    setRound(null)
    const res = await play({ game: 'ROULETTE', bets: [...bets.totals].map(([spot, amount]) => ({ ...betOf(spot), amount })) })
    if (res?.round.outcome.game !== 'ROULETTE') return
    pending.current = res.round
    const index = ROULETTE_WHEEL.indexOf(res.round.outcome.number as (typeof ROULETTE_WHEEL)[number])
    const target = -index * (360 / 37)
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
    setRotation((r) => r - ((((r - target) % 360) + 360) % 360) - (reduced ? 0 : 360 * 4))
    if (reduced) finish()
    else setSpinning(true)
  }

  const outcome = round?.outcome.game === 'ROULETTE' ? round.outcome : null
  const cell = (spot: string, label: React.ReactNode, style: React.CSSProperties, className: string, name: string) => (
    <button
      key={spot}
      type="button"
      className={`sbx-rcell ${className}${outcome && rouletteReturn(betOf(spot), outcome.number) > 0 ? ' is-hit' : ''}`}
      style={style}
      disabled={busy || spinning}
      onClick={() => bets.place(spot, chip)}
      aria-label={bets.totals.has(spot) ? `${name} · ${money(bets.totals.get(spot)!)}` : name}
      data-spot={spot}
    >
      {label}
      {bets.totals.has(spot) ? <span className="sbx-rcell__chip">{compact(bets.totals.get(spot)!, locale)}</span> : null}
    </button>
  )
  const numbers = Array.from({ length: 36 }, (_, k) => k + 1)
  const pos = (h: React.CSSProperties, v: React.CSSProperties) => (narrow ? v : h)
  const dozenLabel = (d: number) => t(`roulette.dozen${d}`)
  const last = history.flatMap((r) => (r.outcome.game === 'ROULETTE' ? [{ roundId: r.roundId, number: r.outcome.number }] : []))

  return (
    <div className="sbx-layout">
      <section className="sbx-stage sbx-felt sbx-rou" aria-label={info.name}>
        <div className="sbx-rou__top">
          <Wheel rotation={rotation} spinning={spinning} onStopped={finish} />
          <div className="sbx-rou__status">
            {outcome ? (
              <p className={`sbx-rou__number is-${outcome.colour.toLowerCase()}`} data-testid="roulette-number">
                {t('roulette.result', { number: outcome.number, colour: t(`roulette.colours.${outcome.colour}`) })}
              </p>
            ) : (
              <p className="sbx-hint">{t('roulette.placeBets')}</p>
            )}
            <RoundBanner round={round} />
            <ol className="sbx-rou__last" aria-label={t('roulette.lastNumbers')}>
              {last.map(({ roundId, number: n }) => (
                <li key={roundId} className={`is-${rouletteColour(n).toLowerCase()}`}>
                  {n}
                </li>
              ))}
            </ol>
          </div>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
        <div className={narrow ? 'sbx-board is-vertical' : 'sbx-board'} role="group" aria-label={t('game.bet')}>
          {cell('STRAIGHT:0', '0', pos({ gridColumn: 1, gridRow: '1 / span 3' }, { gridColumn: '3 / span 3', gridRow: 1 }), 'is-green', '0')}
          {numbers.map((n) =>
            cell(
              spotOf('STRAIGHT', n),
              n,
              pos({ gridColumn: Math.ceil(n / 3) + 1, gridRow: 3 - ((n - 1) % 3) }, { gridColumn: ((n - 1) % 3) + 3, gridRow: Math.ceil(n / 3) + 1 }),
              `is-${rouletteColour(n).toLowerCase()}`,
              String(n),
            ),
          )}
          {[1, 2, 3].map((c) =>
            cell(spotOf('COLUMN', c), t('roulette.column'), pos({ gridColumn: 14, gridRow: 4 - c }, { gridColumn: c + 2, gridRow: 14 }), 'is-outside', `${t('roulette.column')} (${c})`),
          )}
          {[1, 2, 3].map((d) =>
            cell(
              spotOf('DOZEN', d),
              dozenLabel(d),
              pos({ gridColumn: `${2 + (d - 1) * 4} / span 4`, gridRow: 4 }, { gridColumn: 2, gridRow: `${2 + (d - 1) * 4} / span 4` }),
              'is-outside',
              dozenLabel(d),
            ),
          )}
          {OUTSIDE.map((k, i) =>
            cell(
              k,
              k === 'RED' || k === 'BLACK' ? <span className={`sbx-diamond is-${k.toLowerCase()}`} aria-hidden="true" /> : t(`roulette.${k}`),
              pos({ gridColumn: `${2 + i * 2} / span 2`, gridRow: 5 }, { gridColumn: 1, gridRow: `${2 + i * 2} / span 2` }),
              `is-outside${k === 'RED' ? ' is-red' : k === 'BLACK' ? ' is-black' : ''}`,
              t(`roulette.${k}`),
            ),
          )}
        </div>
      </section>
      <section className="sbx-controls" aria-label={t('game.bet')}>
        <ChipRack value={chip} onChange={setChip} disabled={busy || spinning} />
        <p className="sbx-total">
          {t('game.totalBet')} <strong>{money(bets.total)}</strong>
        </p>
        <div className="sbx-actions">
          <button type="button" className="btn btn--ghost" onClick={bets.undo} disabled={busy || spinning || bets.empty}>
            {t('game.undo')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={bets.clear} disabled={busy || spinning || bets.empty}>
            {t('game.clear')}
          </button>
          <button type="button" className="btn btn--primary sbx-go" onClick={spin} disabled={busy || spinning || bets.empty} data-testid="roulette-spin">
            {busy || spinning ? t('roulette.spinning') : t('roulette.spin')}
          </button>
        </div>
        <details className="sbx-rules">
          <summary>{t('game.rules')}</summary>
          <p>{t('roulette.rules')}</p>
        </details>
      </section>
      <ResultsStrip render={(r) => (r.outcome.game === 'ROULETTE' ? <span className={`sbx-dot is-${r.outcome.colour.toLowerCase()}`}>{r.outcome.number}</span> : null)} />
    </div>
  )
}
