/**
 * The slot (SLOT classification): 3 reels × 3 rows, 5 lines, the bet split over the lines. The
 * reels spin and stop left to right on the round's stops; winning lines light up; the paytable
 * lists what three of a kind (and two cherries) pay per line bet.
 */
import { useRef, useState } from 'react'
import { SLOT_PAYS, SLOT_SYMBOLS, SLOT_TWO_CHERRIES, slotSpin, type SlotOutcome, type SlotSymbol } from '../../../../shared/fair/slot'
import { BetField, Notice, PlayButton } from './controls'
import { reducedMotion, useGame } from './state'
import { SlotSymbolIcon, SlotWindow } from './views'

const STOP_MS = [520, 780, 1_040]

export function SlotGame() {
  const g = useGame()
  const { t, money, info, bet } = g
  const [grid, setGrid] = useState<SlotSymbol[][]>(() => slotSpin([0, 5, 10]).grid)
  const [spinning, setSpinning] = useState([false, false, false])
  const [wins, setWins] = useState<number[]>([])
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const busy = spinning.some(Boolean)

  async function spin() {
    if (bet === null) return
    const played = await g.play('/bet', { gameCode: info.gameCode, bet, params: {} }, { defer: true })
    if (!played) return
    const o = played.view.round.outcome as unknown as SlotOutcome
    const finish = () => {
      setWins(o.wins.map((w) => w.line))
      played.commit()
      g.notify(o.pay > 0 ? 'win' : 'loss', o.pay > 0 ? t('common.won', { amount: money(played.view.round.payout) }) : t('common.lost'))
    }
    setWins([])
    if (reducedMotion()) {
      setGrid(o.grid)
      return finish()
    }
    setSpinning([true, true, true])
    timers.current.forEach(clearTimeout)
    timers.current = STOP_MS.map((ms, reel) =>
      setTimeout(() => {
        setGrid((cur) => cur.map((row, r) => row.map((s, c) => (c === reel ? o.grid[r]![c]! : s))))
        setSpinning((sp) => sp.map((v, i) => (i === reel ? false : v)))
        if (reel === STOP_MS.length - 1) finish()
      }, ms),
    )
  }

  const lineBet = bet !== null ? bet / 5 : null
  return (
    <div className="ih-play-grid">
      <div className="ih-controls">
        <BetField locked={busy} />
        <p className="ih-field__hint">{t('slot.lines', { amount: lineBet !== null ? money(Math.floor(lineBet * 100) / 100) : '—' })}</p>
        <PlayButton onClick={() => void spin()} disabled={bet === null || busy}>
          {t('slot.spin')}
        </PlayButton>
        <Notice />
        <details className="ih-paytable">
          <summary>{t('slot.paytable')}</summary>
          <table>
            <tbody>
              {SLOT_SYMBOLS.map((s) => (
                <tr key={s}>
                  <th scope="row">
                    <span className="ih-paytable__icons">
                      {[0, 1, 2].map((i) => (
                        <SlotSymbolIcon key={i} symbol={s} t={t} />
                      ))}
                    </span>
                  </th>
                  <td className="ih-num">
                    {SLOT_PAYS[s]} {t('slot.lineBet')}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">
                  <span className="ih-paytable__icons">
                    <SlotSymbolIcon symbol="cherry" t={t} />
                    <SlotSymbolIcon symbol="cherry" t={t} />
                  </span>{' '}
                  <span className="sr-only">{t('slot.twoCherries')}</span>
                </th>
                <td className="ih-num">
                  {SLOT_TWO_CHERRIES} {t('slot.lineBet')}
                </td>
              </tr>
            </tbody>
          </table>
        </details>
      </div>
      <div className="ih-stage ih-stage--slot">
        <SlotWindow grid={grid} winLines={busy ? [] : wins} spinning={spinning} t={t} />
      </div>
    </div>
  )
}
