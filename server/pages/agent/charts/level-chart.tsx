/**
 * Team overview: members by level below the agent (1 = direct downlines), as horizontal bars.
 * Plain SVG rendered on the server (no chart JS), with an accessible label and a count per bar.
 */
import { linear } from './scale'

const W = 360,
  ROW = 30,
  LEFT = 44,
  RIGHT = 48

export function LevelChart({
  levels,
  label,
  levelText,
}: {
  levels: { level: number; count: number }[]
  label: string
  /** "L1", "L2"… */
  levelText: (level: number) => string
}) {
  const max = Math.max(1, ...levels.map((l) => l.count))
  const x = linear(0, max, 0, W - LEFT - RIGHT)
  const h = levels.length * ROW + 8
  return (
    <figure className="achart achart--levels" data-testid="level-chart">
      <svg viewBox={`0 0 ${W} ${h}`} role="img" aria-label={label} preserveAspectRatio="xMinYMin meet">
        {levels.map((l, i) => (
          <g key={l.level} transform={`translate(0 ${i * ROW + 4})`}>
            <text x={LEFT - 10} y={ROW / 2 + 4} textAnchor="end" className="achart__x">
              {levelText(l.level)}
            </text>
            <rect x={LEFT} y={6} width={Math.max(3, x(l.count))} height={ROW - 12} rx={4} className="achart__level" />
            <text x={LEFT + Math.max(3, x(l.count)) + 6} y={ROW / 2 + 4} className="achart__count">
              {l.count.toLocaleString('en')}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  )
}
