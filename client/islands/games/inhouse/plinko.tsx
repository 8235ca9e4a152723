/**
 * Plinko (also the WHEEL classification): choose the risk and 8–16 rows, drop a ball; it bounces
 * down the pegs along the path the round's floats chose and lands in a bucket paying its
 * multiplier. Several balls may fall at once; each one's payout reaches the balance when it lands.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoOutcome, type PlinkoParams, type PlinkoRisk } from '../../../../shared/fair/plinko'
import { BetField, Notice, PlayButton, Segmented } from './controls'
import { reducedMotion, useGame, type Played } from './state'
import { PlinkoBoard, plinkoGeometry, plinkoPoints } from './views'
import { multiplierText } from './texts'

const FIRST_MS = 200
const ROW_MS = 95

interface Ball {
  id: number
  rows: number
  pts: { x: number; y: number }[]
  t0: number
  bucket: number
  played: Played
}

/** Where a ball is `elapsed` ms after its drop, or null once it has landed. */
function ballAt(b: Ball, elapsed: number, dy: number): { x: number; y: number } | null {
  let seg = 0
  let left = Math.max(0, elapsed)
  while (seg < b.pts.length - 1) {
    const d = seg === 0 ? FIRST_MS : ROW_MS
    if (left < d) {
      const p = left / d
      const a = b.pts[seg]!
      const z = b.pts[seg + 1]!
      const arc = seg === 0 ? 0 : Math.sin(Math.PI * p) * dy * 0.35
      return { x: a.x + (z.x - a.x) * p, y: a.y + (z.y - a.y) * p ** 1.6 - arc }
    }
    left -= d
    seg++
  }
  return null
}

export function PlinkoGame() {
  const g = useGame()
  const { t, money, info, bet, locale } = g
  const id = useId()
  const start = info.params as PlinkoParams
  const [risk, setRisk] = useState<PlinkoRisk>(start.risk)
  const [rows, setRows] = useState(start.rows)
  const [balls, setBalls] = useState<Ball[]>([])
  const [hit, setHit] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  const seq = useRef(0)
  const frame = useRef(0)
  const g2 = plinkoGeometry(rows)

  function land(b: Ball) {
    b.played.commit()
    setHit(b.bucket)
    const r = b.played.view.round
    g.notify(
      r.payout >= r.bet ? 'win' : 'loss',
      `${t('plinko.landed', { multiplier: multiplierText((r.outcome as unknown as PlinkoOutcome).multiplier, locale) })} · ${t('common.payout')} ${money(r.payout)}`,
    )
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the animation restarts only when the balls change; land is a new function each render and the geometry (g2.dy) is fixed for a ball in flight
  useEffect(() => {
    if (balls.length === 0) return
    const tick = (n: number) => {
      setNow(n)
      const landed = balls.filter((b) => ballAt(b, n - b.t0, g2.dy) === null)
      if (landed.length) {
        landed.forEach(land)
        setBalls((all) => all.filter((b) => !landed.includes(b)))
        return
      }
      frame.current = requestAnimationFrame(tick)
    }
    frame.current = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame.current)
  }, [balls])

  async function drop() {
    if (bet === null) return
    const played = await g.play('/bet', { gameCode: info.gameCode, bet, params: { rows, risk } }, { defer: true })
    if (!played) return
    const o = played.view.round.outcome as unknown as PlinkoOutcome
    const ball: Ball = { id: ++seq.current, rows, pts: plinkoPoints(rows, o.path), t0: performance.now(), bucket: o.bucket, played }
    if (reducedMotion()) return land(ball)
    setHit(null)
    setBalls((all) => [...all, ball])
  }

  const falling = balls.length > 0
  return (
    <div className="ih-play-grid">
      <div className="ih-controls">
        <BetField />
        <Segmented
          label={t('plinko.risk')}
          value={risk}
          disabled={g.busy || falling}
          onChange={(r) => {
            setRisk(r)
            setHit(null)
          }}
          options={PLINKO_RISKS.map((r) => ({ value: r, label: t(`plinko.${r}`) }))}
        />
        <div className="ih-field">
          <label className="ih-field__label" htmlFor={`${id}-rows`}>
            {t('plinko.rows')}
          </label>
          <select
            id={`${id}-rows`}
            className="ih-input"
            value={rows}
            disabled={g.busy || falling}
            onChange={(e) => {
              setRows(Number(e.target.value))
              setHit(null)
            }}
          >
            {Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <PlayButton onClick={() => void drop()} disabled={bet === null || balls.length >= 5}>
          {t('plinko.drop')}
        </PlayButton>
        <Notice />
      </div>
      <div className="ih-stage ih-stage--plinko">
        <PlinkoBoard rows={rows} risk={risk} t={t} locale={locale} hitBucket={falling ? null : hit}>
          {balls
            .filter((b) => b.rows === rows)
            .map((b) => {
              const p = ballAt(b, now - b.t0, g2.dy) ?? b.pts[b.pts.length - 1]!
              return <circle key={b.id} cx={p.x} cy={p.y} r={g2.ballR} className="ih-plinko__ball" />
            })}
        </PlinkoBoard>
      </div>
    </div>
  )
}
