/**
 * Team overview trend (spec §2 agentTeamOverview; issue 6): valid bet per day as bars and the
 * team's profit/loss per day as a line with dots, on one money axis through zero. Plain SVG
 * rendered on the server (no chart JS); each day carries a <title> with its exact figures, and the
 * figure as a whole has an accessible label. Values in minor units; the axis shows major units.
 */
import { compact, linear, niceTicks } from './scale'

export interface TrendPoint {
  /** `YYYY-MM-DD` */
  date: string
  /** Minor units. */
  validBet: number
  profitLoss: number
}

const H = 260,
  RIGHT = 12,
  TOP = 14,
  BOTTOM = 30

export function TrendChart({
  points,
  label,
  legend,
  format,
  width = 720,
  className,
  testId = 'trend-chart',
}: {
  points: TrendPoint[]
  /** viewBox width: 720 for wide screens; a narrow one (360) keeps the text readable on phones. */
  width?: number
  className?: string
  testId?: string
  label: string
  legend: { validBet: string; profitLoss: string }
  /** Formats minor units as money for the <title>s, e.g. "₱1,250.00". */
  format: (minor: number) => string
}) {
  const W = width,
    LEFT = width < 500 ? 40 : 52
  const values = points.flatMap((p) => [p.validBet / 100, p.profitLoss / 100])
  const axis = niceTicks(Math.min(...values, 0), Math.max(...values, 0))
  const y = linear(axis.min, axis.max, H - BOTTOM, TOP)
  const slot = (W - LEFT - RIGHT) / Math.max(1, points.length)
  const cx = (i: number) => LEFT + slot * i + slot / 2
  const bar = Math.max(2, Math.min(28, slot * 0.6))
  const every = Math.ceil(points.length / (width < 500 ? 5 : 10))
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${cx(i).toFixed(1)} ${y(p.profitLoss / 100).toFixed(1)}`).join(' ')
  return (
    <figure className={className ? `achart ${className}` : 'achart'} data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
        <g className="achart__grid">
          {axis.ticks.map((v) => (
            <g key={v}>
              <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className={v === 0 ? 'achart__zero' : undefined} />
              <text x={LEFT - 8} y={y(v) + 4} textAnchor="end">
                {compact(v)}
              </text>
            </g>
          ))}
        </g>
        {points.map((p, i) => {
          const top = y(Math.max(0, p.validBet / 100)),
            base = y(0)
          return (
            <g key={p.date} className="achart__day">
              <title>{`${p.date} · ${legend.validBet} ${format(p.validBet)} · ${legend.profitLoss} ${format(p.profitLoss)}`}</title>
              <rect x={cx(i) - slot / 2} y={TOP} width={slot} height={H - TOP - BOTTOM} className="achart__hit" />
              <rect x={cx(i) - bar / 2} y={top} width={bar} height={Math.max(0, base - top)} rx={3} className="achart__bar" />
              {i % every === 0 ? (
                <text x={cx(i)} y={H - 10} textAnchor="middle" className="achart__x">
                  {p.date.slice(5)}
                </text>
              ) : null}
            </g>
          )
        })}
        {points.length ? <path d={line} className="achart__line" /> : null}
        {points.map((p, i) => (
          <circle key={p.date} cx={cx(i)} cy={y(p.profitLoss / 100)} r={3.5} className={p.profitLoss < 0 ? 'achart__dot is-neg' : 'achart__dot'} />
        ))}
      </svg>
      <figcaption className="achart__legend">
        <span>
          <i className="achart__key achart__key--bar" aria-hidden="true" />
          {legend.validBet}
        </span>
        <span>
          <i className="achart__key achart__key--line" aria-hidden="true" />
          {legend.profitLoss}
        </span>
      </figcaption>
    </figure>
  )
}
