/**
 * Limbo (every CRASH classification): pick a target multiplier; the round's multiplier climbs to
 * its result and the bet pays target × bet when the result reaches the target.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { LimboParamsSchema, limboChance, type LimboOutcome, type LimboParams } from '../../../../shared/fair/limbo'
import { BetField, Notice, PlayButton, Stat } from './controls'
import { reducedMotion, useGame } from './state'
import { times } from './texts'
import { formatNumber, formatPercent } from '../../../../shared/number-format'

const CLIMB_MS = 700

/** Counts from 1.00 up to `to` (ease-out), or shows it at once under reduced motion. */
function useClimb(to: number | null, key: number): number | null {
  const [shown, setShown] = useState(to)
  const frame = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key restarts the climb for each new round even when the multiplier repeats
  useEffect(() => {
    if (to === null || reducedMotion()) return setShown(to)
    const start = performance.now()
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / CLIMB_MS)
      const eased = 1 - (1 - p) ** 3
      // climb on a log scale so 1.5× and 500× both take the same time
      setShown(p === 1 ? to : Math.exp(Math.log(to) * eased))
      if (p < 1) frame.current = requestAnimationFrame(tick)
    }
    frame.current = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame.current)
  }, [to, key])
  return shown
}

export function LimboGame() {
  const g = useGame()
  const { t, money, info, bet, locale } = g
  const id = useId()
  const [targetText, setTargetText] = useState(String((info.params as LimboParams).target.toFixed(2)))
  const [last, setLast] = useState<LimboOutcome | null>(null)
  const [spins, setSpins] = useState(0)
  const [recent, setRecent] = useState<LimboOutcome[]>([])
  const [climbing, setClimbing] = useState(false)
  const params: LimboParams = { target: Number(targetText) }
  const check = LimboParamsSchema.safeParse(params)
  const valid = targetText !== '' && check.success
  const shown = useClimb(last?.result ?? null, spins)
  const landed = last !== null && shown === last.result

  async function go() {
    if (!valid || bet === null) return
    const played = await g.play('/bet', { gameCode: info.gameCode, bet, params }, { defer: true })
    if (!played) return
    const o = played.view.round.outcome as unknown as LimboOutcome
    setLast(o)
    setSpins((n) => n + 1)
    setClimbing(true)
    setTimeout(
      () => {
        setClimbing(false)
        played.commit()
        setRecent((r) => [o, ...r].slice(0, 8))
        g.notify(
          o.win ? 'win' : 'loss',
          `${t('limbo.result', { result: formatNumber(o.result, locale, 2) })} · ${o.win ? t('common.won', { amount: money(played.view.round.payout) }) : t('common.lost')}`,
        )
      },
      reducedMotion() ? 0 : CLIMB_MS,
    )
  }

  return (
    <div className="ih-play-grid">
      <div className="ih-controls">
        <BetField />
        <div className="ih-field">
          <label className="ih-field__label" htmlFor={`${id}-target`}>
            {t('limbo.target')}
          </label>
          <div className="ih-suffix">
            <input
              id={`${id}-target`}
              className={valid ? 'ih-input' : 'ih-input is-invalid'}
              inputMode="decimal"
              value={targetText}
              disabled={g.busy}
              aria-invalid={!valid || undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setTargetText(e.target.value.replace(/[^0-9.]/g, '').slice(0, 10))}
              onBlur={() => valid && setTargetText(params.target.toFixed(2))}
            />
            <span aria-hidden="true">×</span>
          </div>
          <p id={`${id}-hint`} className={valid ? 'ih-field__hint' : 'ih-field__hint is-invalid'}>
            {valid ? t('limbo.hint', { target: formatNumber(params.target, locale, 2) }) : t('errors.limboTarget')}
          </p>
        </div>
        <div className="ih-stats">
          <Stat label={t('common.winChance')} value={valid ? formatPercent(limboChance(params) / 100, locale, 0, 4) : '—'} />
          <Stat label={t('common.profitOnWin')} value={valid && bet !== null ? money(Math.floor(bet * params.target * 100) / 100 - bet) : '—'} />
        </div>
        <PlayButton onClick={() => void go()} disabled={!valid || bet === null || climbing}>
          {g.busy ? t('common.betting') : t('common.bet')}
        </PlayButton>
        <Notice />
      </div>
      <div className="ih-stage ih-stage--limbo">
        <ol className="ih-recent" aria-label={t('history.title')}>
          {recent.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: outcomes have no id; the key counts from the oldest, so a row keeps its key as new results are prepended
            <li key={recent.length - i} className={r.win ? 'is-win' : 'is-loss'}>
              {times(r.result, locale)}
            </li>
          ))}
        </ol>
        <output className={`ih-limbo__big${landed ? (last!.win ? ' is-win' : ' is-loss') : ''}`} data-testid="ih-limbo-result">
          {times(shown === null ? 1 : Math.floor(shown * 100) / 100, locale)}
        </output>
        <p className="ih-limbo__target">
          {t('limbo.target')}: <strong>{valid ? times(params.target, locale) : '—'}</strong>
        </p>
      </div>
    </div>
  )
}
