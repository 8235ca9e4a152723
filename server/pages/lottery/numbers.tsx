/**
 * How opened numbers look on the lottery pages: the full result sheet (tiers for Vietnamese and SEA
 * 4D results, balls, dice) and a compact form for lists (the main number, balls or dice, with the
 * full sheet behind "All prizes").
 */
import type { Translate } from '../../../client/islands/lottery/kit'
import { tiersOf, type LotteryFormat } from '../../../shared/lottery/formats'

const DICE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅']

function Balls({ numbers, size = 'md' }: { numbers: string[]; size?: 'sm' | 'md' }) {
  return (
    <span className={`lott-balls lott-balls--${size}`}>
      {numbers.map((n, i) => (
        <span key={i} className="lott-numball">
          {n}
        </span>
      ))}
    </span>
  )
}

function Dice({ numbers }: { numbers: string[] }) {
  const sum = numbers.reduce((a, n) => a + Number(n), 0)
  return (
    <span className="lott-dice" role="img" aria-label={`${numbers.join(' + ')} = ${sum}`}>
      {numbers.map((n, i) => (
        <span key={i} className="lott-die" aria-hidden="true" title={n}>
          {DICE[Number(n)] ?? n}
        </span>
      ))}
      <span className="lott-dice__sum" aria-hidden="true">
        = {sum}
      </span>
    </span>
  )
}

/** The whole result of a draw. */
export function ResultSheet({ t, format, numbers }: { t: Translate; format: LotteryFormat; numbers: string[] }) {
  if (format.kind === 'DICE')
    return (
      <div className="lott-sheet lott-sheet--dice">
        <Dice numbers={numbers} />
      </div>
    )
  if (format.kind === 'PICK')
    return (
      <div className="lott-sheet lott-sheet--balls">
        <Balls numbers={numbers} />
      </div>
    )
  const tiers = tiersOf(format, numbers)
  if (tiers.length === 1 && tiers[0].numbers.length === 1) {
    return (
      <div className="lott-sheet lott-sheet--single">
        <span className="lott-digits-big" role="img" aria-label={numbers[0]}>
          {numbers[0].split('').map((d, i) => (
            <span key={i} aria-hidden="true">
              {d}
            </span>
          ))}
        </span>
      </div>
    )
  }
  return (
    <table className="lott-sheet lott-sheet--tiers" data-testid="lottery-sheet">
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={tier.key} className={i === 0 ? 'is-main' : undefined}>
            <th scope="row">{t(`tiers.${tier.key}`)}</th>
            <td>
              {tier.numbers.map((n, j) => (
                <span key={j} className="lott-tiernum">
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One line's worth of a draw's numbers, for tables and cards. */
export function CompactNumbers({ t, format, numbers }: { t: Translate; format: LotteryFormat; numbers: string[] }) {
  if (format.kind === 'DICE') return <Dice numbers={numbers} />
  if (format.kind === 'PICK') return <Balls numbers={numbers} size="sm" />
  if (numbers.length === 1) return <span className="lott-main-number">{numbers[0]}</span>
  return (
    <span className="lott-compact">
      <span className="lott-main-number" title={t(`tiers.${format.tiers[0].key}`)}>
        {numbers[0]}
      </span>
      <details className="lott-compact__more">
        <summary>{t('history.allPrizes')}</summary>
        <ResultSheet t={t} format={format} numbers={numbers} />
      </details>
    </span>
  )
}
