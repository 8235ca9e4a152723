/**
 * Pictures of the in-house games' outcomes, shared by the game island and the server-rendered
 * verify page (no hooks, no state): slot symbols and window, the mines board, the plinko board
 * (pegs, buckets and an optional path), the dice track. `t` looks keys up in the `inhouse`
 * namespace (without the prefix).
 */
import type { ReactNode } from 'react'
import { PLINKO_PAYTABLES, type PlinkoRisk } from '../../../../shared/fair/plinko'
import { SLOT_LINES, type SlotSymbol } from '../../../../shared/fair/slot'
import { MINES_TILES } from '../../../../shared/fair/mines'
import { formatNumber } from '../../../../shared/number-format'
import { multiplierText } from './texts'

export type T = (key: string, params?: Record<string, string | number>) => string

// ------------------------------------------------------------------ slot

const FRUIT: Partial<Record<SlotSymbol, { body: string; shade: string }>> = {
  plum: { body: '#8b5cf6', shade: '#5b2bc9' },
  orange: { body: '#ff9f1c', shade: '#e06c00' },
  lemon: { body: '#ffe14d', shade: '#e0b400' },
}

/** One slot symbol as a picture with its name for screen readers. */
export function SlotSymbolIcon({ symbol, t }: { symbol: SlotSymbol; t: T }) {
  const label = t(`slot.symbols.${symbol}`)
  let art: ReactNode
  if (symbol === 'seven') {
    art = (
      <text x="32" y="50" textAnchor="middle" fontSize="50" fontWeight="900" fontFamily="Georgia, serif" fill="#ff3b5c" stroke="#ffd25a" strokeWidth="2.5">
        7
      </text>
    )
  } else if (symbol === 'bar') {
    art = (
      <>
        <rect x="6" y="20" width="52" height="24" rx="6" fill="#1b1536" stroke="#f7c948" strokeWidth="3" />
        <text x="32" y="39" textAnchor="middle" fontSize="17" fontWeight="900" fontFamily="Arial, sans-serif" fill="#f7c948">
          BAR
        </text>
      </>
    )
  } else if (symbol === 'bell') {
    art = (
      <>
        <path d="M32 10c-10 0-15 8-15 18v10l-6 8h42l-6-8V28c0-10-5-18-15-18z" fill="#f7c948" stroke="#c98a00" strokeWidth="2" />
        <circle cx="32" cy="51" r="5" fill="#c98a00" />
      </>
    )
  } else if (symbol === 'cherry') {
    art = (
      <>
        <path d="M22 40C26 26 34 16 44 10M42 42C41 28 42 18 44 10" stroke="#3fbf5f" strokeWidth="3" fill="none" />
        <circle cx="21" cy="44" r="11" fill="#ff3b5c" stroke="#b3002a" strokeWidth="2" />
        <circle cx="42" cy="46" r="11" fill="#ff3b5c" stroke="#b3002a" strokeWidth="2" />
      </>
    )
  } else {
    const c = FRUIT[symbol]!
    art = (
      <>
        <ellipse cx="32" cy="36" rx="20" ry={symbol === 'lemon' ? 15 : 19} fill={c.body} stroke={c.shade} strokeWidth="2.5" />
        <path d="M32 18c2-6 8-9 13-8-2 5-7 8-13 8z" fill="#3fbf5f" />
      </>
    )
  }
  return (
    <svg className={`ih-sym ih-sym--${symbol}`} viewBox="0 0 64 64" role="img" aria-label={label}>
      {art}
    </svg>
  )
}

/** Where each line crosses the 3 × 3 window, in percent of its size (for the line overlay). */
function linePoints(line: number): string {
  return SLOT_LINES[line]!.map((row, reel) => `${((reel + 0.5) * 100) / 3},${((row + 0.5) * 100) / 3}`).join(' ')
}

/** The slot's window: grid[row][reel], with the winning lines drawn over it. */
export function SlotWindow({ grid, winLines = [], t, spinning = [] }: { grid: SlotSymbol[][]; winLines?: number[]; t: T; spinning?: boolean[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look
    <div className="ih-slot__window" role="group" aria-label={t('slot.reels')}>
      {[0, 1, 2].map((reel) => (
        <div key={reel} className={spinning[reel] ? 'ih-slot__reel is-spinning' : 'ih-slot__reel'}>
          {grid.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slot grid is fixed (3 rows); the row number is the cell's identity
            <div key={r} className="ih-slot__cell">
              {row[reel] ? <SlotSymbolIcon symbol={row[reel]!} t={t} /> : null}
            </div>
          ))}
        </div>
      ))}
      <svg className="ih-slot__lines" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {winLines.map((l) => (
          <polyline key={l} points={linePoints(l)} className={`ih-slot__line ih-slot__line--${l}`} />
        ))}
      </svg>
    </div>
  )
}

// ------------------------------------------------------------------ mines

export function GemIcon() {
  return (
    <svg className="ih-gem" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M10 6h20l8 10-18 20L2 16z" fill="#34e3a4" />
      <path d="M10 6l4 10h12l4-10M2 16h36M14 16l6 20 6-20" fill="none" stroke="#0a7a55" strokeWidth="1.5" />
      <path d="M12 8l3 7h-9z" fill="#b9ffe6" opacity="0.8" />
    </svg>
  )
}

export function MineIcon() {
  return (
    <svg className="ih-mine" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 4v6M20 30v6M4 20h6M30 20h6M9 9l4 4M27 27l4 4M31 9l-4 4M13 27l-4 4" stroke="#ff8fa3" strokeWidth="3" strokeLinecap="round" />
      <circle cx="20" cy="20" r="11" fill="#ff3b5c" />
      <circle cx="16" cy="16" r="3.5" fill="#ffd1da" />
    </svg>
  )
}

/** A finished mines board (verify page): mines and, when known, the safe tiles picked. */
export function MinesBoard({ mines, revealed = [], hit = null, t }: { mines: number[]; revealed?: number[]; hit?: number | null; t: T }) {
  return (
    <div
      className="ih-mines__grid ih-mines__grid--static"
      role="img"
      aria-label={t('verify.minesAt', {
        tiles: [...mines]
          .sort((a, b) => a - b)
          .map((m) => m + 1)
          .join(', '),
      })}
    >
      {Array.from({ length: MINES_TILES }, (_, i) => {
        const mine = mines.includes(i)
        const picked = revealed.includes(i) || hit === i
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the mines board is fixed (25 tiles); the tile number is its identity
          <span key={i} className={`ih-tile is-open${mine ? ' is-mine' : ' is-gem'}${picked ? ' is-picked' : ' is-dim'}${hit === i ? ' is-hit' : ''}`}>
            {mine ? <MineIcon /> : <GemIcon />}
          </span>
        )
      })}
    </div>
  )
}

// ------------------------------------------------------------------ plinko

/** The board's geometry in viewBox units (width 100). */
export function plinkoGeometry(rows: number) {
  const dx = 100 / (rows + 2)
  const dy = dx * 0.86
  const top = dx * 0.9
  const pegs: { x: number; y: number }[] = []
  for (let r = 0; r < rows; r++) for (let i = 0; i < r + 3; i++) pegs.push({ x: 50 + (i - (r + 2) / 2) * dx, y: top + r * dy })
  const bucketY = top + rows * dy
  return { dx, dy, top, pegs, bucketY, height: bucketY + dx * 1.25, pegR: dx * 0.13, ballR: dx * 0.27 }
}

/** Points a ball passes on its way down (for a path of 0 = left, 1 = right), the last in its bucket. */
export function plinkoPoints(rows: number, path: readonly number[]): { x: number; y: number }[] {
  const g = plinkoGeometry(rows)
  const pts = [{ x: 50, y: g.top - g.dy * 0.9 }]
  let x = 50
  for (let r = 0; r < rows; r++) {
    pts.push({ x, y: g.top + r * g.dy - g.pegR - g.ballR })
    x += path[r] ? g.dx / 2 : -g.dx / 2
  }
  pts.push({ x, y: g.bucketY + g.dx * 0.45 })
  return pts
}

/** Bucket colour: gold in the middle to hot red at the edges. */
function bucketTone(i: number, n: number): string {
  const d = Math.abs(i - n / 2) / (n / 2)
  return `hsl(${Math.round(48 - d * 48)} 95% ${Math.round(58 - d * 6)}%)`
}

/** The plinko board: pegs, the buckets with their multipliers, balls and an optional drawn path. */
export function PlinkoBoard({
  rows,
  risk,
  t,
  locale = 'en',
  path,
  hitBucket = null,
  children,
}: {
  rows: number
  risk: PlinkoRisk
  t: T
  locale?: string
  path?: readonly number[]
  hitBucket?: number | null
  children?: ReactNode
}) {
  const g = plinkoGeometry(rows)
  const table = PLINKO_PAYTABLES[rows]![risk]
  const bw = g.dx * 0.92
  return (
    <svg className="ih-plinko__board" viewBox={`0 0 100 ${g.height.toFixed(2)}`} role="img" aria-label={t('plinko.board')}>
      {g.pegs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pegs are fixed for the row count; the peg index is its identity
        <circle key={i} cx={p.x} cy={p.y} r={g.pegR} className="ih-plinko__peg" />
      ))}
      {path ? (
        <polyline
          points={plinkoPoints(rows, path)
            .map((p) => `${p.x},${p.y}`)
            .join(' ')}
          className="ih-plinko__path"
        />
      ) : null}
      {table.map((m, i) => {
        const x = 50 + (i - rows / 2) * g.dx
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the buckets are fixed for the row count; the bucket index is its identity
          <g key={i} className={hitBucket === i ? 'ih-plinko__bucket is-hit' : 'ih-plinko__bucket'}>
            <rect x={x - bw / 2} y={g.bucketY} width={bw} height={g.dx * 0.9} rx={g.dx * 0.15} fill={bucketTone(i, rows)} />
            <text x={x} y={g.bucketY + g.dx * 0.6} textAnchor="middle" fontSize={g.dx * (m >= 100 ? 0.3 : 0.36)} fontWeight="800" fill="#2a1400">
              {multiplierText(m, locale)}×
            </text>
          </g>
        )
      })}
      {children}
    </svg>
  )
}

// ------------------------------------------------------------------ dice

/** The dice track 0–100: the winning zone, the target and (after a roll) where it landed. */
export function DiceTrack({ target, condition, roll, win, t, locale = 'en' }: { target: number; condition: 'over' | 'under'; roll?: number | null; win?: boolean; t: T; locale?: string }) {
  const winFrom = condition === 'under' ? 0 : target
  const winTo = condition === 'under' ? target : 100
  return (
    <div className="ih-dice__track">
      <div className="ih-dice__bar" aria-hidden="true">
        <span className="ih-dice__zone ih-dice__zone--lose" />
        <span className="ih-dice__zone ih-dice__zone--win" style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
        <span className="ih-dice__target" style={{ left: `${target}%` }} />
        {roll != null ? (
          <span className={win ? 'ih-dice__roll is-win' : 'ih-dice__roll is-loss'} style={{ left: `${roll}%` }}>
            {formatNumber(roll, locale, 2)}
          </span>
        ) : null}
      </div>
      <div className="ih-dice__scale" aria-hidden="true">
        {[0, 25, 50, 75, 100].map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
      <p className="sr-only">{t('dice.winWhen', { condition: t(condition === 'over' ? 'dice.atLeast' : 'dice.below'), target: formatNumber(target, locale, 2) })}</p>
    </div>
  )
}
